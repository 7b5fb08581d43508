-- The release state of the micro-frontends when the API runs on PostgreSQL: every API machine and
-- the ops CLI read and move the same pointers (the folder's remotes.json, history.jsonl and .lock
-- stay the embedded single-machine default). Moves take pg_advisory_xact_lock in one transaction.

-- Each version ever stored, immutable: the same remote and version with other files is refused.
CREATE TABLE release_versions (
  remote text NOT NULL,
  version text NOT NULL,
  container text NOT NULL,
  contracts_version text,
  built_at text,
  -- sha256 over the file names and contents (inpro-meta.json without builtAt), and per file.
  files_hash text NOT NULL,
  files jsonb NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

-- The active version of each remote and its running canary, if any.
CREATE TABLE release_pointers (
  remote text PRIMARY KEY,
  container text NOT NULL,
  version text NOT NULL,
  canary_version text,
  canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
  canary_since timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK ((canary_version IS NULL) = (canary_percent IS NULL) AND (canary_version IS NULL) = (canary_since IS NULL))
);

-- Every move, append-only, with who made it and on which machine.
CREATE TABLE release_history (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL,
  from_version text,
  to_version text NOT NULL,
  who text NOT NULL,
  machine text,
  at timestamptz NOT NULL,
  percent integer,
  reason text
);
CREATE INDEX release_history_remote ON release_history (remote, id);
