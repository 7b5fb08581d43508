-- INPRO initial schema (PostgreSQL 15+ and PGlite). Applied once by src/db/migrate.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Accent- and case-insensitive folding usable in generated columns and indexes.
CREATE OR REPLACE FUNCTION inpro_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(unaccent('unaccent'::regdictionary, input)) $$;

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  full_name text NOT NULL,
  phone text,
  dni text,
  student_code text,
  role text NOT NULL DEFAULT 'ESTUDIANTE',
  password_hash text NOT NULL,
  must_change_password boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (
    inpro_fold(full_name || ' ' || email || ' ' || coalesce(dni, '') || ' ' || coalesce(student_code, ''))
  ) STORED,
  CONSTRAINT users_role_check CHECK (role IN ('SUPER_ADMIN', 'SUPERADMIN', 'ADMIN', 'DOCENTE', 'ESTUDIANTE'))
);
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));
CREATE UNIQUE INDEX users_student_code_idx ON users (upper(student_code)) WHERE student_code IS NOT NULL;
CREATE INDEX users_search_trgm_idx ON users USING gin (search_text gin_trgm_ops);

CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE courses (
  id serial PRIMARY KEY,
  code text NOT NULL,
  title text NOT NULL,
  slug text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  teacher_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  published boolean NOT NULL DEFAULT false,
  area text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'Curso',
  level text NOT NULL DEFAULT 'Básico',
  popularity text NOT NULL DEFAULT 'Media',
  teacher_visible text NOT NULL DEFAULT '',
  hours integer NOT NULL DEFAULT 0,
  rating numeric(2, 1) NOT NULL DEFAULT 0,
  price numeric(10, 2) NOT NULL DEFAULT 0,
  image text,
  syllabus jsonb NOT NULL DEFAULT '[]',
  requirements jsonb NOT NULL DEFAULT '[]',
  teachers jsonb NOT NULL DEFAULT '[]',
  start_date date,
  end_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (
    inpro_fold(title || ' ' || code || ' ' || area || ' ' || teacher_visible || ' ' || type || ' ' || level)
  ) STORED,
  CONSTRAINT courses_type_check CHECK (type IN ('Curso', 'Especialidad', 'Diplomado', 'Programa')),
  CONSTRAINT courses_rating_check CHECK (rating >= 0 AND rating <= 5),
  CONSTRAINT courses_price_check CHECK (price >= 0),
  CONSTRAINT courses_hours_check CHECK (hours >= 0)
);
CREATE INDEX courses_search_trgm_idx ON courses USING gin (search_text gin_trgm_ops);
CREATE INDEX courses_published_idx ON courses (published, area, level);
CREATE INDEX courses_teacher_idx ON courses (teacher_id);

CREATE TABLE course_sessions (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  session_date date,
  start_time text,
  end_time text,
  mode text NOT NULL DEFAULT 'Presencial',
  topic text NOT NULL DEFAULT '',
  order_idx integer NOT NULL DEFAULT 0,
  CONSTRAINT course_sessions_mode_check CHECK (mode IN ('Presencial', 'Virtual', 'Mixto'))
);
CREATE INDEX course_sessions_course_idx ON course_sessions (course_id, order_idx);

CREATE TABLE units (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  order_idx integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX units_course_idx ON units (course_id, order_idx);

CREATE TABLE resources (
  id serial PRIMARY KEY,
  unit_id integer NOT NULL REFERENCES units (id) ON DELETE CASCADE,
  title text NOT NULL,
  type text NOT NULL,
  mime text,
  url text,
  file_name text,
  storage_key text,
  original_name text,
  size integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX resources_unit_idx ON resources (unit_id);
CREATE UNIQUE INDEX resources_file_idx ON resources (unit_id, file_name) WHERE file_name IS NOT NULL;

CREATE TABLE enrolments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  source text NOT NULL DEFAULT 'ADMIN',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT enrolments_user_course_key UNIQUE (user_id, course_id)
);
CREATE INDEX enrolments_course_idx ON enrolments (course_id);

CREATE TABLE assignments (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  title text NOT NULL,
  type text NOT NULL DEFAULT 'Tarea',
  instructions text NOT NULL DEFAULT '',
  due_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT assignments_type_check CHECK (type IN ('Examen', 'Tarea', 'Quiz'))
);
CREATE INDEX assignments_course_due_idx ON assignments (course_id, due_at);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  course_id integer REFERENCES courses (id) ON DELETE SET NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  course_title text NOT NULL,
  course_code text NOT NULL DEFAULT '',
  buyer_name text NOT NULL,
  buyer_email text NOT NULL,
  total numeric(10, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'PEN',
  status text NOT NULL DEFAULT 'PENDING',
  provider text NOT NULL,
  provider_ref text,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_status_check CHECK (status IN ('PENDING', 'PAID', 'FAILED'))
);
CREATE INDEX orders_buyer_email_idx ON orders (lower(buyer_email));

CREATE TABLE certificates (
  id serial PRIMARY KEY,
  folio text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer REFERENCES courses (id) ON DELETE SET NULL,
  course_title text NOT NULL,
  hours integer NOT NULL DEFAULT 0,
  issued_at date NOT NULL DEFAULT current_date,
  status text NOT NULL DEFAULT 'EMITIDO',
  public_code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT certificates_status_check CHECK (status IN ('EMITIDO', 'ANULADO'))
);
CREATE INDEX certificates_user_idx ON certificates (user_id);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  subject text NOT NULL,
  message text NOT NULL,
  ip text,
  handled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  actor_id integer,
  actor_email text,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  details jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
