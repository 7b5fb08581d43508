-- Live updates: what changed, for whom, written by triggers so that every write path (any route, the
-- job queue, the ops CLI, another API machine) produces the same events. Each event is a row (so a
-- stream that reconnects with Last-Event-ID gets what it missed) and a NOTIFY on 'inpro_live' (so every
-- API process learns of it at once). Rows carry ids and kinds only, never personal data.
--   user_id set: for that user only; role set: for every user of that role; both null: for everyone.
CREATE TABLE IF NOT EXISTS live_events (
  id bigserial PRIMARY KEY,
  user_id integer,
  role text,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS live_events_created_at ON live_events (created_at);

-- Replay keeps 10 minutes: one write in a hundred trims the older rows (an index range delete).
CREATE OR REPLACE FUNCTION inpro_live_emit(p_user_id integer, p_role text, p_kind text, p_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  INSERT INTO live_events (user_id, role, kind, payload) VALUES (p_user_id, p_role, p_kind, p_payload)
    RETURNING id INTO event_id;
  IF event_id % 100 = 0 THEN
    DELETE FROM live_events WHERE created_at < now() - interval '10 minutes';
  END IF;
  PERFORM pg_notify('inpro_live', json_build_object(
    'id', event_id, 'userId', p_user_id, 'role', p_role, 'kind', p_kind, 'payload', p_payload)::text);
END
$$;

-- A new notification: its recipient's bell.
CREATE OR REPLACE FUNCTION inpro_live_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM inpro_live_emit(NEW.user_id, NULL, 'notification', json_build_object('notificationId', NEW.id)::jsonb);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS notifications_live ON notifications;
CREATE TRIGGER notifications_live AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION inpro_live_notification();

-- A payment (card or voucher) is made, approved or rejected: the student who paid and the master
-- administrators' payments list and alert.
CREATE OR REPLACE FUNCTION inpro_live_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  body jsonb := json_build_object('paymentId', NEW.id, 'orderId', NEW.order_id, 'status', NEW.status)::jsonb;
BEGIN
  IF NEW.user_id IS NOT NULL THEN
    PERFORM inpro_live_emit(NEW.user_id, NULL, 'payment', body);
  END IF;
  PERFORM inpro_live_emit(NULL, 'SUPER_ADMIN', 'payment', body);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS payments_live_insert ON payments;
CREATE TRIGGER payments_live_insert AFTER INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION inpro_live_payment();
DROP TRIGGER IF EXISTS payments_live_update ON payments;
CREATE TRIGGER payments_live_update AFTER UPDATE OF status ON payments
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION inpro_live_payment();

-- Settings and branding: every open page.
CREATE OR REPLACE FUNCTION inpro_live_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM inpro_live_emit(NULL, NULL, 'settings', json_build_object('key', NEW.key)::jsonb);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS settings_live ON settings;
CREATE TRIGGER settings_live AFTER INSERT OR UPDATE ON settings
  FOR EACH ROW EXECUTE FUNCTION inpro_live_settings();

-- A remote deployed, rolled back, put on canary, promoted or aborted: the deployments screen.
CREATE OR REPLACE FUNCTION inpro_live_release() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_remote text := CASE WHEN TG_OP = 'DELETE' THEN OLD.remote ELSE NEW.remote END;
BEGIN
  PERFORM inpro_live_emit(NULL, 'SUPER_ADMIN', 'release', json_build_object('remote', row_remote)::jsonb);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS release_pointers_live ON release_pointers;
CREATE TRIGGER release_pointers_live AFTER INSERT OR UPDATE OR DELETE ON release_pointers
  FOR EACH ROW EXECUTE FUNCTION inpro_live_release();

-- Sessions: a sign-out, a deactivation, a role change or a password change ends the person's streams
-- on every process. Not logged (nothing to replay): each process re-checks that user's streams.
CREATE OR REPLACE FUNCTION inpro_live_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inpro_live', json_build_object('kind', 'session', 'userId', NEW.user_id)::text);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS refresh_tokens_live ON refresh_tokens;
CREATE TRIGGER refresh_tokens_live AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION inpro_live_session();

CREATE OR REPLACE FUNCTION inpro_live_user_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inpro_live', json_build_object('kind', 'session', 'userId', OLD.id)::text);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS users_live_session ON users;
CREATE TRIGGER users_live_session AFTER UPDATE ON users
  FOR EACH ROW WHEN ((OLD.active, OLD.role, OLD.tokens_valid_after) IS DISTINCT FROM (NEW.active, NEW.role, NEW.tokens_valid_after))
  EXECUTE FUNCTION inpro_live_user_session();
DROP TRIGGER IF EXISTS users_live_session_delete ON users;
CREATE TRIGGER users_live_session_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION inpro_live_user_session();
