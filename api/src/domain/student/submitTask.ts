import type { FastifyRequest } from 'fastify';
import path from 'node:path';
import {
  CLASSROOM_LINKS,
  INVALID_DATA_MESSAGE,
  EVALUATION_NOT_OPEN,
  SUBMISSION_ALREADY_GRADED,
  SUBMISSION_ALREADY_SENT,
  SUBMISSION_LATE,
  SUBMISSION_QUIZ_ONLY,
  fieldErrors,
  isBeforeDue,
  taskAnswerSchema,
  type StudentEvaluation,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { and, eq, ne } from 'drizzle-orm';
import { submissions } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../errors';
import { FILE_RESOURCE_TYPES, checkUpload } from '../files/fileType';
import { cleanOriginalName, readParts, type UploadedFile } from '../../lib/multipart';
import { assertActiveEnrolment } from '../../modules/classroom/access';
import { studentDue } from '../../modules/classroom/attempts';
import { notify } from '../notifications/notify';
import { getStudentEvaluation, loadEnrolledEvaluation } from './evaluations';

const taskAnswer = taskAnswerSchema<UploadedFile>();

async function readBody(req: FastifyRequest): Promise<{ text: string; file: UploadedFile | null }> {
  let raw: unknown;
  let file: UploadedFile | null = null;
  if (req.isMultipart()) {
    const parts = await readParts(req);
    raw = { text: parts.fields.text };
    file = parts.file;
  } else {
    raw = req.body ?? {};
    if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(INVALID_DATA_MESSAGE);
  }
  // The same check as the form: the text, and a text or a file (the file's own rules come later).
  const parsed = taskAnswer.safeParse({ text: (raw as { text?: unknown }).text, file });
  if (!parsed.success) {
    const details = fieldErrors(parsed.error.issues);
    throw badRequest(Object.values(details)[0] ?? INVALID_DATA_MESSAGE, details);
  }
  return { text: parsed.data.text, file };
}

/**
 * POST /student/evaluations/{evaluationId}/submission: a Tarea or Examen answer (text and/or one
 * file, with the upload rules of materials) while it is open for the caller. Sending again before
 * the due date (the caller's extension, if any) replaces the answer, and the last one is graded;
 * once graded it is closed. The teacher is notified.
 */
export async function submitTask(req: FastifyRequest, evaluationId: number): Promise<StudentEvaluation> {
  const db = req.server.db;
  const { evaluation, course } = await loadEnrolledEvaluation(req, evaluationId);
  await assertActiveEnrolment(db, req.user, course.id);
  if (evaluation.type === 'Quiz') throw badRequest(SUBMISSION_QUIZ_ONLY);
  const { text, file } = await readBody(req);
  if (evaluation.opensAt && new Date() < evaluation.opensAt) throw conflict(EVALUATION_NOT_OPEN);
  if (!isBeforeDue(await studentDue(db, evaluation, req.user.id))) throw conflict(SUBMISSION_LATE);
  const [existing] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.evaluationId, evaluationId), eq(submissions.userId, req.user.id)))
    .limit(1);
  if (existing?.status === 'CALIFICADO') throw conflict(SUBMISSION_ALREADY_GRADED);

  let stored: { key: string; size: number } | null = null;
  let fileFields = {};
  if (file) {
    const check = await checkUpload(file.data, file.fileName, FILE_RESOURCE_TYPES, req.server.config.uploadMaxBytes);
    if (!check.ok) throw new HttpError(check.status, check.error, { file: check.error });
    stored = await req.server.storage.putNew(`submissions/${evaluationId}`, `.${check.extension}`, file.data);
    fileFields = {
      fileName: path.posix.basename(stored.key),
      storageKey: stored.key,
      originalName: cleanOriginalName(file.fileName) || `entrega.${check.extension}`,
      mime: check.mime,
      size: stored.size,
    };
  } else {
    fileFields = { fileName: null, storageKey: null, originalName: null, mime: null, size: null };
  }
  try {
    await db.transaction(async (tx) => {
      let id: number;
      if (existing) {
        // Only an ungraded answer is replaced: a grade given meanwhile wins over a late double click.
        const updated = await tx
          .update(submissions)
          .set({ text: text || null, ...fileFields, status: 'PENDIENTE', submittedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(submissions.id, existing.id), ne(submissions.status, 'CALIFICADO')))
          .returning({ id: submissions.id });
        if (!updated.length) throw conflict(SUBMISSION_ALREADY_GRADED);
        id = existing.id;
      } else {
        const inserted = await tx
          .insert(submissions)
          .values({ evaluationId, userId: req.user.id, text: text || null, ...fileFields })
          .onConflictDoNothing()
          .returning({ id: submissions.id });
        if (!inserted.length) throw conflict(SUBMISSION_ALREADY_SENT);
        id = inserted[0].id;
      }
      await audit(
        req,
        existing ? 'UPDATE' : 'CREATE',
        'submission',
        id,
        { evaluationId, courseId: course.id, file: !!file, resubmission: !!existing },
        tx,
        `${evaluation.title} · ${req.user.fullName}`,
      );
      await notify(tx, course.teacherId, {
        kind: 'EVALUATION',
        title: `${existing ? 'Entrega reenviada' : 'Nueva entrega'}: ${evaluation.title}`,
        body: `${req.user.fullName} · ${course.title}`,
        link: CLASSROOM_LINKS.teacherEvaluations,
      });
    });
  } catch (err) {
    if (stored) await req.server.storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
  // The replaced file is no longer the answer: free its storage.
  if (existing?.storageKey) await req.server.storage.delete(existing.storageKey).catch(() => undefined);
  return getStudentEvaluation(req, evaluationId);
}
