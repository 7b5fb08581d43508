import type { FastifyRequest } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import {
  IMPORT_FILE_EMPTY,
  IMPORT_FILE_REQUIRED,
  IMPORT_FILE_UNREADABLE,
  IMPORT_HAS_ERRORS,
  IMPORT_MISSING_COLUMNS,
  IMPORT_NOTHING_VALID,
  IMPORT_TOO_MANY_ROWS,
  USER_EMAIL_TAKEN,
  USER_IMPORT_MAX_ROWS,
  adminUserCreateSchema,
  dniRepeatedInFileMessage,
  dniTakenMessage,
  fieldErrors,
  importColumnOf,
  studentCodeTakenMessage,
  type ImportColumn,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { generateTemporaryPassword, hashPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { readParts } from '../../lib/multipart';
import { adminChangeRefusal, assertMayManageAdmins } from './adminRules';
import { readTable } from './importFile';
import * as repo from './repo';
import { nextStudentCode, retryOnUniqueViolation } from './studentCode';

const rowSchema = adminUserCreateSchema.omit({ passwordHash: true });
type ValidRow = ReturnType<typeof rowSchema.parse>;

const FIELDS: ImportColumn[] = ['email', 'fullName', 'phone', 'dni', 'role', 'studentCode', 'status'];

interface Analysis {
  preview: ImportPreview;
  valid: { row: ImportRow; data: ValidRow }[];
}

async function readUpload(req: FastifyRequest): Promise<Buffer> {
  const { file } = await readParts(req);
  if (!file || !file.data.length) throw badRequest(IMPORT_FILE_REQUIRED, { file: IMPORT_FILE_REQUIRED });
  return file.data;
}

/** Reads and checks every row of the file: field rules, repeats inside the file, accounts that already exist. */
async function analyseImport(req: FastifyRequest, data: Buffer): Promise<Analysis> {
  let table;
  try {
    table = await readTable(data);
  } catch (err) {
    req.log.info({ err }, 'unreadable import file');
    throw badRequest(IMPORT_FILE_UNREADABLE, { file: IMPORT_FILE_UNREADABLE });
  }
  const columns = table.headers.map(importColumnOf);
  if (!columns.includes('email') || !columns.includes('fullName'))
    throw badRequest(IMPORT_MISSING_COLUMNS, { file: IMPORT_MISSING_COLUMNS });
  if (!table.rows.length) throw badRequest(IMPORT_FILE_EMPTY, { file: IMPORT_FILE_EMPTY });
  if (table.rows.length > USER_IMPORT_MAX_ROWS) throw badRequest(IMPORT_TOO_MANY_ROWS, { file: IMPORT_TOO_MANY_ROWS });

  const parsed = table.rows.map(({ line, cells }) => {
    const raw: Record<ImportColumn, string> = { email: '', fullName: '', phone: '', dni: '', role: '', studentCode: '', status: '' };
    columns.forEach((col, i) => {
      if (col && !raw[col]) raw[col] = cells[i] ?? '';
    });
    const row: ImportRow = { line, ...raw, errors: {} };
    const result = rowSchema.safeParse({ ...raw, status: raw.status || undefined });
    if (!result.success) {
      const errors = fieldErrors(result.error.issues);
      for (const f of FIELDS) if (errors[f]) row.errors[f] = errors[f];
      if (!Object.keys(row.errors).length) row.errors._ = Object.values(errors)[0] ?? 'Fila inválida.';
    }
    // The form's rule, row by row: only the master administrator creates administrators.
    const refusal = result.success ? adminChangeRefusal(req.user.role, undefined, result.data.role) : null;
    if (refusal) row.errors.role = refusal;
    return { row, data: result.success ? result.data : null };
  });

  // Repeats inside the file: the later row is the one in error.
  const seenEmail = new Map<string, number>();
  const seenCode = new Map<string, number>();
  const seenDni = new Map<string, number>();
  for (const p of parsed) {
    if (!p.data) continue;
    const email = p.data.email;
    if (seenEmail.has(email)) p.row.errors.email = `Email repetido en el archivo (fila ${seenEmail.get(email)}).`;
    else seenEmail.set(email, p.row.line);
    const dni = p.data.dni;
    if (dni) {
      if (seenDni.has(dni)) p.row.errors.dni = dniRepeatedInFileMessage(seenDni.get(dni)!);
      else seenDni.set(dni, p.row.line);
    }
    const code = p.data.studentCode;
    if (code) {
      if (seenCode.has(code)) p.row.errors.studentCode = `Código de alumno repetido en el archivo (fila ${seenCode.get(code)}).`;
      else seenCode.set(code, p.row.line);
    }
  }

  // Accounts that already exist.
  const db = req.server.db;
  const emails = [...seenEmail.keys()];
  const codes = [...seenCode.keys()];
  const takenEmails = new Set(
    emails.length
      ? (
          await db
            .select({ e: sql<string>`lower(${users.email})` })
            .from(users)
            .where(inArray(sql`lower(${users.email})`, emails))
        ).map((r) => r.e)
      : [],
  );
  const { byDni, byCode } = await repo.holdersOf(db, [...seenDni.keys()], codes);
  for (const p of parsed) {
    if (!p.data) continue;
    if (!p.row.errors.email && takenEmails.has(p.data.email)) p.row.errors.email = USER_EMAIL_TAKEN;
    const dniHolder = p.data.dni ? byDni.get(p.data.dni) : undefined;
    if (p.data.dni && dniHolder && !p.row.errors.dni) p.row.errors.dni = dniTakenMessage(p.data.dni, dniHolder);
    const codeHolder = p.data.studentCode ? byCode.get(p.data.studentCode) : undefined;
    if (p.data.studentCode && codeHolder && !p.row.errors.studentCode)
      p.row.errors.studentCode = studentCodeTakenMessage(p.data.studentCode, codeHolder);
  }

  const valid = parsed.filter((p) => p.data && !Object.keys(p.row.errors).length).map((p) => ({ row: p.row, data: p.data as ValidRow }));
  const ignoredColumns = table.headers.filter((h, i) => h && !columns[i]);
  return {
    preview: {
      rows: parsed.map((p) => p.row),
      total: parsed.length,
      valid: valid.length,
      invalid: parsed.length - valid.length,
      ignoredColumns,
    },
    valid,
  };
}

/** POST /admin/users/import/preview (multipart `file`): every row with its Spanish errors; writes nothing. */
export async function previewImport(req: FastifyRequest): Promise<ImportPreview> {
  return (await analyseImport(req, await readUpload(req))).preview;
}

/**
 * POST /admin/users/import?mode=all|valid (multipart `file`, the same file as the preview): creates
 * the accounts in one transaction, each with a one-time temporary password (answered once; changed
 * at the first sign-in). mode=all writes nothing when any row is invalid.
 */
export async function commitImport(req: FastifyRequest, mode: 'all' | 'valid'): Promise<ImportResult> {
  const { preview, valid } = await analyseImport(req, await readUpload(req));
  if (mode === 'all' && preview.invalid > 0) throw badRequest(IMPORT_HAS_ERRORS(preview.invalid));
  if (!valid.length) throw badRequest(IMPORT_NOTHING_VALID);
  // Hashing is the slow part: before the transaction, so it stays short.
  const accounts: (ValidRow & { temporaryPassword: string; passwordHash: string })[] = [];
  for (const v of valid) {
    const temporaryPassword = generateTemporaryPassword();
    accounts.push({ ...v.data, temporaryPassword, passwordHash: await hashPassword(temporaryPassword) });
  }
  const created = await retryOnUniqueViolation(() =>
    req.server.db.transaction(async (tx) => {
      const out: ImportResult['created'] = [];
      for (const a of accounts) {
        assertMayManageAdmins(req, undefined, a.role);
        const studentCode = a.studentCode ?? (a.role === 'ESTUDIANTE' ? await nextStudentCode(tx) : null);
        const u = await repo.insertUser(tx, {
          email: a.email,
          fullName: a.fullName,
          phone: a.phone,
          dni: a.dni,
          studentCode,
          role: a.role,
          active: a.status !== 'INACTIVO',
          passwordHash: a.passwordHash,
          mustChangePassword: true,
        });
        await audit(
          req,
          { action: 'CREATE', entity: 'user', entityId: u.id, label: u.email, details: { email: u.email, role: u.role, via: 'import' } },
          tx,
        );
        out.push({ id: u.id, email: u.email, fullName: u.fullName, role: u.role, temporaryPassword: a.temporaryPassword });
      }
      return out;
    }),
  );
  return { created, skipped: preview.total - created.length };
}
