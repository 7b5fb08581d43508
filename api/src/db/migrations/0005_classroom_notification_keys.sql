-- Notifications written at most once per user and event (e.g. "your class starts soon" for one
-- session): the writer passes a dedupe key and a second insert with the same key does nothing.
ALTER TABLE notifications ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX notifications_dedupe_idx ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
