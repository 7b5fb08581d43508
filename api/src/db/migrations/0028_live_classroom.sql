-- Live updates of the classroom (after 0027): a grade or feedback published reaches its student, and an
-- attendance mark or rectification reaches the course's teacher and the student it is about. Like 0027,
-- ids and kinds only, written by triggers whatever path wrote the row.

-- The course and teacher of a class session.
CREATE OR REPLACE FUNCTION inpro_live_session_course(p_session_id integer, OUT course_id integer, OUT teacher_id integer)
LANGUAGE sql STABLE AS $$
  SELECT c.id, c.teacher_id FROM course_sessions s JOIN courses c ON c.id = s.course_id WHERE s.id = p_session_id
$$;

-- An attendance mark (the student's own, or the teacher's change): the teacher's open roll and the student's screens.
CREATE OR REPLACE FUNCTION inpro_live_attendance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  course_row record := inpro_live_session_course(NEW.session_id);
  body jsonb := json_build_object('sessionId', NEW.session_id, 'courseId', course_row.course_id)::jsonb;
BEGIN
  IF course_row.teacher_id IS NOT NULL THEN
    PERFORM inpro_live_emit(course_row.teacher_id, NULL, 'attendance', body);
  END IF;
  IF course_row.teacher_id IS DISTINCT FROM NEW.user_id THEN
    PERFORM inpro_live_emit(NEW.user_id, NULL, 'attendance', body);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS attendance_live_insert ON attendance;
CREATE TRIGGER attendance_live_insert AFTER INSERT ON attendance
  FOR EACH ROW EXECUTE FUNCTION inpro_live_attendance();
DROP TRIGGER IF EXISTS attendance_live_update ON attendance;
CREATE TRIGGER attendance_live_update AFTER UPDATE OF status ON attendance
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION inpro_live_attendance();

-- A rectification asked for (the teacher's list) or answered (the student's attendance).
CREATE OR REPLACE FUNCTION inpro_live_rectification() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mark record;
  course_row record;
  body jsonb;
BEGIN
  SELECT session_id, user_id INTO mark FROM attendance WHERE id = NEW.attendance_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  course_row := inpro_live_session_course(mark.session_id);
  body := json_build_object('sessionId', mark.session_id, 'courseId', course_row.course_id, 'rectificationId', NEW.id)::jsonb;
  IF TG_OP = 'INSERT' THEN
    IF course_row.teacher_id IS NOT NULL THEN
      PERFORM inpro_live_emit(course_row.teacher_id, NULL, 'attendance', body);
    END IF;
  ELSE
    PERFORM inpro_live_emit(mark.user_id, NULL, 'attendance', body);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS attendance_rectifications_live_insert ON attendance_rectifications;
CREATE TRIGGER attendance_rectifications_live_insert AFTER INSERT ON attendance_rectifications
  FOR EACH ROW EXECUTE FUNCTION inpro_live_rectification();
DROP TRIGGER IF EXISTS attendance_rectifications_live_update ON attendance_rectifications;
CREATE TRIGGER attendance_rectifications_live_update AFTER UPDATE OF status ON attendance_rectifications
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION inpro_live_rectification();

-- A submission graded or its feedback changed: the student's grades, evaluation and dashboard.
CREATE OR REPLACE FUNCTION inpro_live_submission_grade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM inpro_live_emit(NEW.user_id, NULL, 'grade',
    json_build_object('evaluationId', NEW.evaluation_id, 'submissionId', NEW.id)::jsonb);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS submissions_live_grade ON submissions;
CREATE TRIGGER submissions_live_grade AFTER UPDATE OF score, feedback, status ON submissions
  FOR EACH ROW WHEN (NEW.status = 'CALIFICADO'
    AND (OLD.status, OLD.score, OLD.feedback) IS DISTINCT FROM (NEW.status, NEW.score, NEW.feedback))
  EXECUTE FUNCTION inpro_live_submission_grade();

-- A manual grade item's score: the student's gradebook.
CREATE OR REPLACE FUNCTION inpro_live_item_score() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_user integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  row_item integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.item_id ELSE NEW.item_id END;
BEGIN
  PERFORM inpro_live_emit(row_user, NULL, 'grade', json_build_object('itemId', row_item)::jsonb);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS grade_item_scores_live ON grade_item_scores;
CREATE TRIGGER grade_item_scores_live AFTER INSERT OR UPDATE OR DELETE ON grade_item_scores
  FOR EACH ROW EXECUTE FUNCTION inpro_live_item_score();

-- A final grade set or withdrawn by the teacher: the student's gradebook.
CREATE OR REPLACE FUNCTION inpro_live_final_grade() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_user integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  row_course integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.course_id ELSE NEW.course_id END;
BEGIN
  PERFORM inpro_live_emit(row_user, NULL, 'grade', json_build_object('courseId', row_course)::jsonb);
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS final_grade_overrides_live ON final_grade_overrides;
CREATE TRIGGER final_grade_overrides_live AFTER INSERT OR UPDATE OR DELETE ON final_grade_overrides
  FOR EACH ROW EXECUTE FUNCTION inpro_live_final_grade();
