-- Access tokens issued before this moment are refused (set when a password changes or is reset, or the
-- account is deactivated), so other sessions end at once instead of when their token expires.
ALTER TABLE users ADD COLUMN tokens_valid_after timestamptz;
