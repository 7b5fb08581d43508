-- Deploy keys: a team's pipeline publishes its own remotes with one. Only a hash of the key is kept
-- (the master administrator sees the key once, when it is created); `remotes` lists what it may move.
CREATE TABLE deploy_keys (
  id serial PRIMARY KEY,
  name text NOT NULL,
  remotes text[] NOT NULL,
  key_hash text NOT NULL UNIQUE,
  key_hint text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- Canaries a team started to promote by themselves: the canary check promotes one once its signals
-- over the minimum of loads are not worse than the stable version's (and aborts it when clearly worse).
CREATE TABLE canary_auto_promote (
  remote text NOT NULL,
  version text NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);
