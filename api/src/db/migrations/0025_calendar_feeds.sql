-- A student's personal calendar feed (iCal): one secret address per user, revocable. The token is the
-- whole credential of a read-only feed that calendar apps poll without signing in, so it is kept as
-- issued (the screen shows the address again to copy it); revoking deletes the row, a new link replaces it.
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
