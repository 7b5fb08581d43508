// What the API's measurement scripts share: the built server's modules, command-line numbers, a
// scratch PostgreSQL database, and generated catalogue courses.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** `require` inside the built API (api/dist); exits with a hint when it is missing. */
export function requireFromDist(entry = 'app.js') {
  if (!existsSync(path.join(dist, entry))) {
    console.error('api/dist is missing: run `npm run build -w api` first.');
    process.exit(1);
  }
  return createRequire(path.join(dist, entry));
}

/** `--name <number>` of the command line, else `def`. */
export function numberArg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
}

/** Drops and creates the database of `url` (a scratch database: its name must be a plain identifier). */
export async function recreateDatabase(url, Client) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  u.pathname = '/postgres';
  const admin = new Client({ connectionString: u.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

/** The words of the generated courses (insertGeneratedCourses; the search-engines bench builds the same titles). */
export const PREFIXES = [
  'Curso de',
  'Taller de',
  'Diplomado en',
  'Actualización en',
  'Seminario de',
  'Programa de',
  'Especialización en',
  'Introducción a',
];

export const TYPES = ['Curso', 'Especialidad', 'Diplomado', 'Programa'];
export const LEVELS = ['Básico', 'Intermedio', 'Avanzado'];

/**
 * Inserts courses numbered from+1 … to (codes `<codePrefix>-<n>`) spread over the 19 specialties,
 * the four types, the three levels and popularities; one in ten unpublished. `sql` is drizzle's.
 */
export async function insertGeneratedCourses(db, { sql, areas, teacherId, from = 0, to, codePrefix, description }) {
  const list = (items) => sql.raw(`ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);
  await db.execute(sql`insert into courses (code, title, slug, description, teacher_id, published, area, type, level, popularity,
      teacher_visible, hours, rating, price, syllabus, requirements, teachers)
    select ${codePrefix} || '-' || g,
           (${list(PREFIXES)})[1 + g % 8] || ' ' || (${list([...areas])})[1 + g % 19] || ' ' || g,
           '', ${description}, ${teacherId}, g % 10 <> 0,
           (${list([...areas])})[1 + g % 19],
           (${list(TYPES)})[1 + g % 4],
           (${list(LEVELS)})[1 + (g / 7) % 3],
           (ARRAY['Alta','Media','Baja'])[1 + (g / 3) % 3],
           'Docente de Prueba', 20 + g % 200, round(((g * 13) % 51) / 10.0, 1), 100 + (g * 37) % 1500,
           '["Tema 1","Tema 2"]', '["Ninguno"]', '[]'
    from generate_series(${from + 1}::int, ${to}::int) g`);
}
