-- One sign-in is one session: its refresh tokens (rotated on every refresh) share a session id,
-- which the access tokens carry, so logging out ends the session's access tokens at once.
ALTER TABLE refresh_tokens ADD COLUMN session_id text;
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);
