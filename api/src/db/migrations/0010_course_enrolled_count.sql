-- The catalogue orders by popularity and then by the number of enrolled students. Counting them
-- with a subquery per course made every catalogue page count the enrolments of every matching
-- course (1.2 s a page at 100,000 courses, docs/performance.md "Growth"). The count is now kept on
-- the course by a trigger on enrolments (inserts, deletes, cascades and moves between courses).
ALTER TABLE courses ADD COLUMN IF NOT EXISTS enrolled_count integer NOT NULL DEFAULT 0;

UPDATE courses c SET enrolled_count = e.n
  FROM (SELECT course_id, count(*)::int AS n FROM enrolments GROUP BY course_id) e
 WHERE e.course_id = c.id;

CREATE OR REPLACE FUNCTION inpro_count_enrolments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.course_id IS DISTINCT FROM OLD.course_id) THEN
    UPDATE courses SET enrolled_count = enrolled_count + 1 WHERE id = NEW.course_id;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NEW.course_id IS DISTINCT FROM OLD.course_id) THEN
    UPDATE courses SET enrolled_count = enrolled_count - 1 WHERE id = OLD.course_id;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS enrolments_count ON enrolments;
CREATE TRIGGER enrolments_count AFTER INSERT OR DELETE OR UPDATE OF course_id ON enrolments
  FOR EACH ROW EXECUTE FUNCTION inpro_count_enrolments();
