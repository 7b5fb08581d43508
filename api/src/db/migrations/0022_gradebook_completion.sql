-- The gradebook of a course: categories with weights (percent of the final grade), evaluations placed
-- in a category, manual grade items beside the evaluations with their grades, and the teacher's
-- override of a final grade with its reason. The final grade itself is computed (docs/gradebook.md).
CREATE TABLE grade_categories (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  name text NOT NULL,
  weight numeric(5, 2) NOT NULL CHECK (weight > 0 AND weight <= 100),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX grade_categories_course_idx ON grade_categories (course_id);

CREATE TABLE evaluation_grade_categories (
  evaluation_id integer PRIMARY KEY REFERENCES evaluations(id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES grade_categories(id) ON DELETE CASCADE
);

CREATE TABLE grade_items (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  category_id integer REFERENCES grade_categories(id) ON DELETE SET NULL,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX grade_items_course_idx ON grade_items (course_id);

CREATE TABLE grade_item_scores (
  item_id integer NOT NULL REFERENCES grade_items(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  score numeric(4, 2) NOT NULL CHECK (score >= 0 AND score <= 20),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, user_id)
);

CREATE TABLE final_grade_overrides (
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  grade integer NOT NULL CHECK (grade >= 0 AND grade <= 20),
  reason text NOT NULL,
  set_by integer REFERENCES users(id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (course_id, user_id)
);

-- Completion: a resource is done when the student opened it (resource_views), or, where the teacher
-- lets students mark it themselves (completion_mode MANUAL), when the student marked it done.
ALTER TABLE resources ADD COLUMN completion_mode text NOT NULL DEFAULT 'VIEW' CHECK (completion_mode IN ('VIEW', 'MANUAL'));

CREATE TABLE resource_completions (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  resource_id integer NOT NULL REFERENCES resources(id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, resource_id)
);
