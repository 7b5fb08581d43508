import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import {
  IMPORT_FILE_UNREADABLE,
  IMPORT_HAS_ERRORS,
  IMPORT_MISSING_COLUMNS,
  IMPORT_NOTHING_VALID,
  USER_EMAIL_TAKEN,
} from '@inpro/shared-contracts';
import { users } from '../../db/schema';
import { makeMultipart } from '../files/testFixtures';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { parseCsv } from './importFile';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF and semicolons', () => {
    expect(parseCsv('a;b\r\n"x; y";"di ""z"""\n')).toEqual([
      ['a', 'b'],
      ['x; y', 'di "z"'],
    ]);
    expect(parseCsv('Email,Nombre\nana@x.pe,Ana')).toEqual([
      ['Email', 'Nombre'],
      ['ana@x.pe', 'Ana'],
    ]);
  });
  it('keeps empty lines as rows (line numbers stay) and line breaks inside quotes', () => {
    expect(parseCsv('Email,Nombre\n\n"ana@x.pe","Ana\r\nMaría"\n')).toEqual([['Email', 'Nombre'], [''], ['ana@x.pe', 'Ana\nMaría']]);
  });
});

describeEachDb('participants import', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let existing: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
    existing = await t.user('ESTUDIANTE');
  });

  const send = (url: string, data: Buffer, name = 'participantes.csv', headers: Record<string, string> = admin.auth) => {
    const form = makeMultipart({}, { name, data });
    return t.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
  };

  const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');

  it('previews every row with Spanish errors per field and writes nothing', async () => {
    const file = csv([
      'Correo;Nombre completo;Teléfono;DNI;Rol;Otra columna',
      'lucia.imp@test.pe;Lucía Ramos;987 654 321;45678901;estudiante;x',
      ';Sin Correo;;;;',
      'malo@;Mal Correo;;1234;;',
      `${existing.user.email};Ya Existe;;;;`,
      'LUCIA.IMP@test.pe;Repetida;;;;',
      'doc.imp@test.pe;Docente Importado;;;DOCENTE;',
      'jefe.imp@test.pe;Rol Malo;;;JEFE;',
    ]);
    const res = await send('/api/admin/users/import/preview', file);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 7, valid: 2, invalid: 5, ignoredColumns: ['Otra columna'] });
    const byLine = Object.fromEntries(body.rows.map((r: { line: number; errors: Record<string, string> }) => [r.line, r.errors]));
    expect(byLine[2]).toEqual({});
    expect(byLine[3]).toEqual({ email: 'Email es requerido.' });
    expect(byLine[4]).toEqual({ email: 'Email inválido.', dni: 'DNI inválido (8 dígitos).' });
    expect(byLine[5]).toEqual({ email: USER_EMAIL_TAKEN });
    expect(byLine[6]).toEqual({ email: 'Email repetido en el archivo (fila 2).' });
    expect(byLine[7]).toEqual({});
    expect(byLine[8]).toEqual({ role: 'Rol inválido (ADMIN, DOCENTE o ESTUDIANTE).' });
    expect(body.rows[0]).toMatchObject({ email: 'lucia.imp@test.pe', fullName: 'Lucía Ramos', phone: '987 654 321', role: 'estudiante' });
    expect(await t.db.select().from(users).where(eq(users.email, 'lucia.imp@test.pe'))).toHaveLength(0);

    // mode=all refuses the whole file; mode=valid creates only the valid rows.
    let commit = await send('/api/admin/users/import?mode=all', file);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().error).toBe(IMPORT_HAS_ERRORS(5));
    expect(await t.db.select().from(users).where(eq(users.email, 'lucia.imp@test.pe'))).toHaveLength(0);
    commit = await send('/api/admin/users/import?mode=valid', file);
    expect(commit.statusCode).toBe(201);
    const result = commit.json();
    expect(result.skipped).toBe(5);
    expect(result.created.map((c: { email: string; role: string }) => [c.email, c.role])).toEqual([
      ['lucia.imp@test.pe', 'ESTUDIANTE'],
      ['doc.imp@test.pe', 'DOCENTE'],
    ]);
    const [lucia] = await t.db.select().from(users).where(eq(users.email, 'lucia.imp@test.pe'));
    expect(lucia).toMatchObject({ mustChangePassword: true, dni: '45678901', fullName: 'Lucía Ramos' });
    expect(lucia.studentCode).toMatch(/^A\d{4}-\d{4}$/);
    // The temporary password signs in (and must be changed).
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucia.imp@test.pe', password: result.created[0].temporaryPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.mustChangePassword).toBe(true);
    // Importing the same file again: everything now exists.
    commit = await send('/api/admin/users/import?mode=valid', csv(['Email,Nombre', 'lucia.imp@test.pe,Lucía']));
    expect(commit.json().error).toBe(IMPORT_NOTHING_VALID);
  });

  it('reads XLSX (hyperlinked e-mails, numeric DNI) and Windows-1252 CSV', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Participantes');
    sheet.addRow(['EMAIL', 'NOMBRE', 'DNI', 'Estado']);
    sheet.addRow([{ text: 'xl.one@test.pe', hyperlink: 'mailto:xl.one@test.pe' }, 'Ñandú Pérez', 41234567, 'inactivo']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    let res = await send('/api/admin/users/import/preview', xlsx, 'p.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json().rows[0]).toMatchObject({ email: 'xl.one@test.pe', fullName: 'Ñandú Pérez', dni: '41234567', errors: {} });
    res = await send('/api/admin/users/import', xlsx, 'p.xlsx');
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'xl.one@test.pe'));
    expect(row.active).toBe(false);

    const latin1 = Buffer.from('Email;Nombre\r\nlatin@test.pe;José Núñez\r\n', 'latin1');
    res = await send('/api/admin/users/import/preview', latin1);
    expect(res.json().rows[0].fullName).toBe('José Núñez');
  });

  it('refuses unreadable files and files without the required columns', async () => {
    let res = await send('/api/admin/users/import/preview', Buffer.from([0, 1, 2, 3, 0, 0]), 'x.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(IMPORT_FILE_UNREADABLE);
    res = await send('/api/admin/users/import/preview', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(30)]), 'x.xlsx');
    expect(res.json().error).toBe(IMPORT_FILE_UNREADABLE);
    res = await send('/api/admin/users/import/preview', csv(['Correo,Teléfono', 'a@b.pe,1']));
    expect(res.json().error).toBe(IMPORT_MISSING_COLUMNS);
    res = await send('/api/admin/users/import/preview', csv(['Email,Nombre']));
    expect(res.json().error).toBe('El archivo no tiene filas de participantes.');
    const many = csv(['Email,Nombre', ...Array.from({ length: 501 }, (_, i) => `m${i}@test.pe,M ${i}`)]);
    res = await send('/api/admin/users/import/preview', many);
    expect(res.json().error).toBe('El archivo supera el máximo de 500 filas.');
  });

  it('is for administrators only', async () => {
    const file = csv(['Email,Nombre', 'nobody@test.pe,Nadie']);
    expect((await send('/api/admin/users/import/preview', file, 'a.csv', {})).statusCode).toBe(401);
    expect((await send('/api/admin/users/import', file, 'a.csv', teacher.auth)).statusCode).toBe(403);
    expect((await send('/api/admin/users/import', file, 'a.csv', existing.auth)).statusCode).toBe(403);
  });
});
