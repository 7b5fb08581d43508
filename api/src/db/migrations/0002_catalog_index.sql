-- inpro_fold with schema-qualified names: PostgreSQL 17 (PGlite) evaluates index expressions during
-- CREATE INDEX/REINDEX/VACUUM with search_path = pg_catalog, where an unqualified 'unaccent' is not found.
CREATE OR REPLACE FUNCTION inpro_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;

-- The catalogue filters area accent- and case-insensitively (inpro_fold) and level by its canonical value:
-- one btree over exactly those expressions lets the planner skip the trigram scan when area/level are given.
CREATE INDEX courses_catalog_idx ON courses (published, inpro_fold(area), level);
DROP INDEX IF EXISTS courses_published_idx;
