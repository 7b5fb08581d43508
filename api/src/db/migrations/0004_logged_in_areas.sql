-- The one data model of the four logged-in areas (/aula, /prof, /admin, /superadmin).
-- See docs/data-model.md for what each table means and which rules the services enforce.

-- People: profile fields of the student and teacher profiles, e-mail confirmation.
ALTER TABLE users
  ADD COLUMN first_name text,
  ADD COLUMN last_name text,
  ADD COLUMN specialty text NOT NULL DEFAULT '',
  ADD COLUMN bio text NOT NULL DEFAULT '',
  ADD COLUMN email_verified_at timestamptz;
CREATE INDEX users_role_idx ON users (role, created_at DESC);

-- Courses: the installment plan set by the admin (due dates; empty = full payment only).
ALTER TABLE courses ADD COLUMN installment_dates jsonb NOT NULL DEFAULT '[]';

-- Class sessions are the course's schedule sessions plus a join link and an attendance window.
-- Status (Próxima, En vivo, Finalizada) is derived from the clock in America/Lima.
ALTER TABLE course_sessions
  ADD COLUMN join_url text,
  ADD COLUMN attendance_open_until timestamptz,
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX course_sessions_date_idx ON course_sessions (session_date, course_id);

-- Enrolment state (ACTIVO/INACTIVO) shown to the student and the staff.
ALTER TABLE enrolments ADD COLUMN status text NOT NULL DEFAULT 'ACTIVO';
ALTER TABLE enrolments ADD CONSTRAINT enrolments_status_check CHECK (status IN ('ACTIVO', 'INACTIVO'));
CREATE INDEX enrolments_user_idx ON enrolments (user_id);

-- Attendance: one row per (session, student). No row yet means PENDIENTE.
CREATE TABLE attendance (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES course_sessions (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDIENTE',
  marked_by integer REFERENCES users (id) ON DELETE SET NULL,
  marked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT attendance_status_check CHECK (status IN ('PENDIENTE', 'PRESENTE', 'AUSENTE')),
  CONSTRAINT attendance_session_user_key UNIQUE (session_id, user_id)
);
CREATE INDEX attendance_user_idx ON attendance (user_id);

-- A student's request to correct one attendance row, resolved by the course's teacher.
CREATE TABLE attendance_rectifications (
  id serial PRIMARY KEY,
  attendance_id integer NOT NULL REFERENCES attendance (id) ON DELETE CASCADE,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'PENDIENTE',
  resolved_by integer REFERENCES users (id) ON DELETE SET NULL,
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CONSTRAINT attendance_rectifications_status_check CHECK (status IN ('PENDIENTE', 'ACEPTADA', 'RECHAZADA'))
);
-- At most one open request per attendance row.
CREATE UNIQUE INDEX attendance_rectifications_open_idx ON attendance_rectifications (attendance_id) WHERE status = 'PENDIENTE';

-- Evaluations (formerly "assignments"): Examen, Tarea or Quiz of a course, optionally tied to a
-- unit's Examen resource. A quiz carries its questions: [{id, text, options: string[], answer: n}].
ALTER TABLE assignments RENAME TO evaluations;
ALTER INDEX assignments_course_due_idx RENAME TO evaluations_course_due_idx;
ALTER TABLE evaluations RENAME CONSTRAINT assignments_type_check TO evaluations_type_check;
ALTER TABLE evaluations
  ADD COLUMN questions jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN resource_id integer REFERENCES resources (id) ON DELETE SET NULL,
  ADD COLUMN weight numeric(5, 2),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE evaluations ADD CONSTRAINT evaluations_weight_check CHECK (weight IS NULL OR weight >= 0);

-- One submission per student and evaluation: PENDIENTE -> EN_REVISION -> CALIFICADO, score 0–20.
CREATE TABLE submissions (
  id serial PRIMARY KEY,
  evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text,
  answers jsonb,
  file_name text,
  storage_key text,
  original_name text,
  mime text,
  size integer,
  status text NOT NULL DEFAULT 'PENDIENTE',
  score numeric(4, 2),
  feedback text,
  graded_by integer REFERENCES users (id) ON DELETE SET NULL,
  graded_at timestamptz,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT submissions_status_check CHECK (status IN ('PENDIENTE', 'EN_REVISION', 'CALIFICADO')),
  CONSTRAINT submissions_score_check CHECK (score IS NULL OR (score >= 0 AND score <= 20)),
  CONSTRAINT submissions_evaluation_user_key UNIQUE (evaluation_id, user_id)
);
CREATE INDEX submissions_user_idx ON submissions (user_id);
CREATE INDEX submissions_status_idx ON submissions (evaluation_id, status);

-- Resources a student has opened (progress counts each once).
CREATE TABLE resource_views (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource_id integer NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  first_opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, resource_id)
);
CREATE INDEX resource_views_resource_idx ON resource_views (resource_id);

-- A teacher's announcement to a course; students see it on their dashboard.
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_course_idx ON announcements (course_id, created_at DESC);

-- The bell of every area: the user's notifications, marked read when opened.
CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  link text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT notifications_kind_check CHECK (
    kind IN ('GRADE', 'MATERIAL', 'CLASS', 'PAYMENT', 'ANNOUNCEMENT', 'RECTIFICATION', 'EVALUATION', 'SYSTEM')
  )
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Payments: an order per course purchase, one or more installments, payments against them.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders
  ADD COLUMN plan text NOT NULL DEFAULT 'FULL',
  ADD COLUMN idempotency_key text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT orders_status_check CHECK (status IN ('PENDING', 'PARTIAL', 'PAID', 'FAILED', 'CANCELLED')),
  ADD CONSTRAINT orders_plan_check CHECK (plan IN ('FULL', 'INSTALLMENTS'));
CREATE UNIQUE INDEX orders_idempotency_idx ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_course_idx ON orders (course_id);

CREATE TABLE installments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  amount numeric(10, 2) NOT NULL,
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'PENDIENTE',
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT installments_amount_check CHECK (amount >= 0),
  CONSTRAINT installments_status_check CHECK (status IN ('PENDIENTE', 'EN_REVISION', 'PAGADO', 'RECHAZADO')),
  CONSTRAINT installments_order_seq_key UNIQUE (order_id, seq)
);
CREATE INDEX installments_due_idx ON installments (status, due_date);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  installment_id integer REFERENCES installments (id) ON DELETE SET NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  method text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  amount numeric(10, 2) NOT NULL,
  status text NOT NULL DEFAULT 'PENDIENTE',
  reason text,
  voucher_key text,
  voucher_name text,
  voucher_mime text,
  idempotency_key text,
  receipt_number text UNIQUE,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_method_check CHECK (method IN ('CARD', 'VOUCHER')),
  CONSTRAINT payments_status_check CHECK (status IN ('PENDIENTE', 'APROBADO', 'RECHAZADO')),
  CONSTRAINT payments_amount_check CHECK (amount >= 0)
);
CREATE UNIQUE INDEX payments_provider_ref_idx ON payments (provider, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE UNIQUE INDEX payments_idempotency_idx ON payments (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX payments_order_idx ON payments (order_id);
CREATE INDEX payments_status_idx ON payments (status, created_at DESC);

-- Settings: one row per typed group (branding, theme, payments, smtp, sso, certificates,
-- notifications, academic); secrets inside a group are encrypted at rest and never returned.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Audit log: a readable label of the object (course title or code, user e-mail, …).
ALTER TABLE audit_log ADD COLUMN entity_label text;
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);
