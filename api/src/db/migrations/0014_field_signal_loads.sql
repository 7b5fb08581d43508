-- What each page load's field signals have counted so far (keyed by the id of its load ticket,
-- api/src/modules/signals/countLoad.ts): a ticket sent again, or with more events, adds only what
-- that one load may still add. Kept until the ticket expires.
CREATE TABLE field_signal_loads (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  state jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX field_signal_loads_expires ON field_signal_loads (expires_at);
