-- Live updates of class sessions (after 0027 and 0028): a class that opens for joining, starts, ends or
-- closes its attendance window, and a session of today or tomorrow scheduled, moved or cancelled, reach
-- the course's teacher and its enrolled (ACTIVO) students, so 'Unirse' and 'Marcar asistencia' appear and
-- disappear on their open screens. Ids and kinds only, like every live event.

-- The course's audience of a class event: its teacher and its active students.
CREATE OR REPLACE FUNCTION inpro_live_class(p_course_id integer, p_session_id integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  body jsonb := json_build_object('courseId', p_course_id, 'sessionId', p_session_id)::jsonb;
  member record;
BEGIN
  FOR member IN
    SELECT teacher_id AS user_id FROM courses WHERE id = p_course_id AND teacher_id IS NOT NULL
    UNION
    SELECT user_id FROM enrolments WHERE course_id = p_course_id AND status = 'ACTIVO'
  LOOP
    PERFORM inpro_live_emit(member.user_id, NULL, 'class', body);
  END LOOP;
END
$$;

-- The boundaries already published: every API process sets a timer to the next one, and whichever
-- reaches it first publishes it (the others find the row). A moved session has new instants, published
-- again. Kept a day.
CREATE TABLE IF NOT EXISTS live_class_boundaries (
  session_id integer NOT NULL,
  boundary text NOT NULL,
  at timestamptz NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, boundary, at)
);
CREATE INDEX IF NOT EXISTS live_class_boundaries_at ON live_class_boundaries (at);

-- Publishes one boundary of one session once, whichever process asks first; true when this call did.
CREATE OR REPLACE FUNCTION inpro_live_class_boundary(p_session_id integer, p_boundary text, p_at timestamptz) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  session_course integer;
BEGIN
  SELECT course_id INTO session_course FROM course_sessions WHERE id = p_session_id AND cancelled_at IS NULL;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  INSERT INTO live_class_boundaries (session_id, boundary, at) VALUES (p_session_id, p_boundary, p_at)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM inpro_live_class(session_course, p_session_id);
  RETURN true;
END
$$;

-- A session of yesterday, today or tomorrow (Lima, UTC-5 all year) created, moved, given a link, its
-- attendance window opened or closed, cancelled or deleted: the audience's screens refetch now, and every
-- process plans its timer again ('schedule', not logged). Sessions further away change nothing on screen yet.
CREATE OR REPLACE FUNCTION inpro_live_class_session() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'UTC' - interval '5 hours')::date;
  near boolean := false;
  target record;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.session_date BETWEEN today - 1 AND today + 1 THEN
      near := true;
    END IF;
    target := OLD;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.session_date BETWEEN today - 1 AND today + 1 THEN
      near := true;
    END IF;
    target := NEW;
  END IF;
  IF near THEN
    PERFORM inpro_live_class(target.course_id, target.id);
    PERFORM pg_notify('inpro_live', json_build_object('kind', 'schedule', 'sessionId', target.id)::text);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS course_sessions_live_insert ON course_sessions;
CREATE TRIGGER course_sessions_live_insert AFTER INSERT ON course_sessions
  FOR EACH ROW EXECUTE FUNCTION inpro_live_class_session();
DROP TRIGGER IF EXISTS course_sessions_live_update ON course_sessions;
CREATE TRIGGER course_sessions_live_update
  AFTER UPDATE OF session_date, start_time, end_time, join_url, attendance_open_until, cancelled_at ON course_sessions
  FOR EACH ROW WHEN ((OLD.session_date, OLD.start_time, OLD.end_time, OLD.join_url, OLD.attendance_open_until, OLD.cancelled_at)
    IS DISTINCT FROM (NEW.session_date, NEW.start_time, NEW.end_time, NEW.join_url, NEW.attendance_open_until, NEW.cancelled_at))
  EXECUTE FUNCTION inpro_live_class_session();
DROP TRIGGER IF EXISTS course_sessions_live_delete ON course_sessions;
CREATE TRIGGER course_sessions_live_delete AFTER DELETE ON course_sessions
  FOR EACH ROW EXECUTE FUNCTION inpro_live_class_session();
