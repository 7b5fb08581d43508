-- Assessments: quiz settings on evaluations (opening date, time limit, attempts and the rule that
-- counts, shuffled order, questions drawn from the course's bank), per-student extensions, the
-- course's question bank and quiz attempts. A student's `submissions` row stays the one grade that
-- counts for them in an evaluation; for a quiz it is recomputed from the attempts.
ALTER TABLE evaluations
  ADD COLUMN opens_at timestamptz,
  ADD COLUMN time_limit_minutes integer,
  ADD COLUMN max_attempts integer NOT NULL DEFAULT 1,
  ADD COLUMN attempt_rule text NOT NULL DEFAULT 'HIGHEST',
  ADD COLUMN shuffle boolean NOT NULL DEFAULT false,
  ADD COLUMN bank_count integer;

CREATE TABLE evaluation_extensions (
  evaluation_id integer NOT NULL REFERENCES evaluations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  granted_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (evaluation_id, user_id)
);

CREATE TABLE question_bank (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  question jsonb NOT NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX question_bank_course_idx ON question_bank (course_id);

-- `questions` is the attempt's own copy (drawn from the bank, shuffled), so a later change of the bank
-- never changes what a student answered. `deadline_at` is enforced by the server.
CREATE TABLE quiz_attempts (
  id serial PRIMARY KEY,
  evaluation_id integer NOT NULL REFERENCES evaluations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  number integer NOT NULL,
  questions jsonb NOT NULL,
  responses jsonb NOT NULL DEFAULT '{}'::jsonb,
  started_at timestamptz NOT NULL DEFAULT now(),
  deadline_at timestamptz NOT NULL,
  submitted_at timestamptz,
  auto_submitted boolean NOT NULL DEFAULT false,
  score numeric(4, 2),
  correct integer,
  essay_grades jsonb NOT NULL DEFAULT '{}'::jsonb,
  feedback text,
  graded_by integer REFERENCES users(id) ON DELETE SET NULL,
  graded_at timestamptz,
  UNIQUE (evaluation_id, user_id, number)
);
-- At most one attempt in progress per student and quiz.
CREATE UNIQUE INDEX quiz_attempts_open_idx ON quiz_attempts (evaluation_id, user_id) WHERE submitted_at IS NULL;
CREATE INDEX quiz_attempts_deadline_idx ON quiz_attempts (deadline_at) WHERE submitted_at IS NULL;
