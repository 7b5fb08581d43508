import type { FastifyRequest } from 'fastify';
import path from 'node:path';
import {
  CLASSROOM_LINKS,
  INVALID_DATA_MESSAGE,
  SUBMISSION_ALREADY_SENT,
  SUBMISSION_LATE,
  SUBMISSION_QUIZ_ONLY,
  fieldErrors,
  isBeforeDue,
  taskAnswerSchema,
  type StudentEvaluation,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { and, eq } from 'drizzle-orm';
import { submissions } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../errors';
import { FILE_RESOURCE_TYPES, checkUpload } from '../files/fileType';
import { cleanOriginalName, readParts, type UploadedFile } from '../../lib/multipart';
import { assertActiveEnrolment } from '../classroom/access';
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
 * file, with the upload rules of materials), once and before the due date. The teacher is notified.
 */
export async function submitTask(req: FastifyRequest, evaluationId: number): Promise<StudentEvaluation> {
  const db = req.server.db;
  const { evaluation, course } = await loadEnrolledEvaluation(req, evaluationId);
  await assertActiveEnrolment(db, req.user, course.id);
  if (evaluation.type === 'Quiz') throw badRequest(SUBMISSION_QUIZ_ONLY);
  const { text, file } = await readBody(req);
  if (!isBeforeDue(evaluation.dueAt)) throw conflict(SUBMISSION_LATE);
  const [existing] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.evaluationId, evaluationId), eq(submissions.userId, req.user.id)))
    .limit(1);
  if (existing) throw conflict(SUBMISSION_ALREADY_SENT);

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
  }
  try {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(submissions)
        .values({ evaluationId, userId: req.user.id, text: text || null, ...fileFields })
        .onConflictDoNothing()
        .returning({ id: submissions.id });
      if (!inserted.length) throw conflict(SUBMISSION_ALREADY_SENT);
      await audit(
        req,
        'CREATE',
        'submission',
        inserted[0].id,
        { evaluationId, courseId: course.id, file: !!file },
        tx,
        `${evaluation.title} · ${req.user.fullName}`,
      );
      await notify(tx, course.teacherId, {
        kind: 'EVALUATION',
        title: `Nueva entrega: ${evaluation.title}`,
        body: `${req.user.fullName} · ${course.title}`,
        link: CLASSROOM_LINKS.teacherEvaluations,
      });
    });
  } catch (err) {
    if (stored) await req.server.storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
  return getStudentEvaluation(req, evaluationId);
}
