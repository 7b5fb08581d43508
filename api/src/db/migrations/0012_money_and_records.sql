-- Issue 26, items 1 and 5: courses are archived instead of deleted once they have students,
-- orders or certificates; course codes and DNIs are unique (student codes already are, 0001).

-- 1. Archive: an archived course is hidden from the catalogue and new sales (published = false)
--    and kept for its students, payments and certificates.
ALTER TABLE courses ADD COLUMN archived_at timestamptz;

-- 5. Existing duplicates first, so the unique indexes can be built. Every change is written to the
--    audit log with the old value, so nothing is lost and the administrator can correct it.

-- Course codes (compared trimmed and without case): the oldest course keeps the code, each later
-- one gets "-<its id>" appended.
INSERT INTO audit_log (actor_email, action, entity, entity_id, entity_label, details)
SELECT 'sistema', 'UPDATE', 'course', d.id::text, d.title,
       jsonb_build_object('reason', 'Código de curso repetido', 'code', d.code, 'newCode', btrim(d.code) || '-' || d.id, 'keptBy', d.first_id)
  FROM (
    SELECT id, title, code, row_number() OVER w AS n, first_value(id) OVER w AS first_id
      FROM courses
    WINDOW w AS (PARTITION BY upper(btrim(code)) ORDER BY id)
  ) d
 WHERE d.n > 1;
UPDATE courses c SET code = btrim(c.code) || '-' || c.id, updated_at = now()
  FROM (SELECT id, row_number() OVER (PARTITION BY upper(btrim(code)) ORDER BY id) AS n FROM courses) d
 WHERE d.id = c.id AND d.n > 1;
CREATE UNIQUE INDEX courses_code_idx ON courses (upper(btrim(code)));

-- DNIs: the account with certificates (else the oldest) keeps the DNI; the others lose it (a DNI
-- cannot be made up) and the audit log keeps the old value.
INSERT INTO audit_log (actor_email, action, entity, entity_id, entity_label, details)
SELECT 'sistema', 'UPDATE', 'user', d.id::text, d.email,
       jsonb_build_object('reason', 'DNI repetido', 'dni', d.dni, 'keptBy', d.first_id)
  FROM (
    SELECT u.id, u.email, u.dni, row_number() OVER w AS n, first_value(u.id) OVER w AS first_id
      FROM users u
     WHERE u.dni IS NOT NULL AND btrim(u.dni) <> ''
    WINDOW w AS (PARTITION BY btrim(u.dni) ORDER BY (EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = u.id)) DESC, u.id)
  ) d
 WHERE d.n > 1;
UPDATE users u SET dni = NULL, updated_at = now()
  FROM (
    SELECT x.id, row_number() OVER (
             PARTITION BY btrim(x.dni) ORDER BY (EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = x.id)) DESC, x.id
           ) AS n
      FROM users x
     WHERE x.dni IS NOT NULL AND btrim(x.dni) <> ''
  ) d
 WHERE d.id = u.id AND d.n > 1;
UPDATE users SET dni = NULL WHERE dni IS NOT NULL AND btrim(dni) = '';
CREATE UNIQUE INDEX users_dni_idx ON users (btrim(dni)) WHERE dni IS NOT NULL;
