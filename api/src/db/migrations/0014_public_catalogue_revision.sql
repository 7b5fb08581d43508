-- What the public catalogue shows (courses, their schedule sessions, and the name, role, specialty,
-- bio and state of the staff who teach them) changed: a sequence moved by triggers, read by the API
-- before and after a write that may change it (api/src/plugins/publicCache.ts). The public cache is
-- emptied only when it moved, not on every signed-in write. A sequence, not a row: it takes no lock,
-- so concurrent writes never wait on one another for it.
CREATE SEQUENCE IF NOT EXISTS public_catalogue_revision;

CREATE OR REPLACE FUNCTION inpro_public_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('public_catalogue_revision');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS courses_public_revision ON courses;
CREATE TRIGGER courses_public_revision AFTER INSERT OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION inpro_public_catalogue_changed();
DROP TRIGGER IF EXISTS courses_public_revision_update ON courses;
CREATE TRIGGER courses_public_revision_update AFTER UPDATE ON courses
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION inpro_public_catalogue_changed();

DROP TRIGGER IF EXISTS course_sessions_public_revision ON course_sessions;
CREATE TRIGGER course_sessions_public_revision AFTER INSERT OR DELETE ON course_sessions
  FOR EACH ROW EXECUTE FUNCTION inpro_public_catalogue_changed();
DROP TRIGGER IF EXISTS course_sessions_public_revision_update ON course_sessions;
CREATE TRIGGER course_sessions_public_revision_update AFTER UPDATE ON course_sessions
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION inpro_public_catalogue_changed();

-- A course's page shows its teacher's profile; students teach nothing.
DROP TRIGGER IF EXISTS users_public_revision ON users;
CREATE TRIGGER users_public_revision AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    (OLD.role <> 'ESTUDIANTE' OR NEW.role <> 'ESTUDIANTE')
    AND (OLD.full_name, OLD.role, OLD.specialty, OLD.bio, OLD.active) IS DISTINCT FROM (NEW.full_name, NEW.role, NEW.specialty, NEW.bio, NEW.active)
  ) EXECUTE FUNCTION inpro_public_catalogue_changed();
DROP TRIGGER IF EXISTS users_public_revision_delete ON users;
CREATE TRIGGER users_public_revision_delete AFTER DELETE ON users
  FOR EACH ROW WHEN (OLD.role <> 'ESTUDIANTE') EXECUTE FUNCTION inpro_public_catalogue_changed();
