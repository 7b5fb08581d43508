import type { FastifyRequest } from 'fastify';
import { asc, count, eq } from 'drizzle-orm';
import { BANK_QUESTION_NOT_FOUND, bankShortOf, type BankQuestion } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { questionBank, type BankQuestionRow, type QuizQuestionJson } from '../../db/schema';
import type { Db } from '../../db';
import { badRequest, forbidden, notFound } from '../../errors';
import { NOT_YOUR_COURSE, assertTeaches, findCourseRef, teaches } from '../../modules/classroom/access';

function toBankQuestion(r: BankQuestionRow): BankQuestion {
  return { id: r.id, courseId: r.courseId, question: { ...r.question, id: `b${r.id}` }, createdAt: r.createdAt.toISOString() };
}

/**
 * A quiz that draws `bankCount` questions per attempt needs that many in its course's bank: refused
 * when it is saved, so the teacher learns it then and not a student when starting an attempt.
 */
export async function assertBankHolds(db: Db, courseId: number, bankCount: number | null): Promise<void> {
  if (!bankCount) return;
  const [{ n }] = await db.select({ n: count() }).from(questionBank).where(eq(questionBank.courseId, courseId));
  if (n < bankCount) {
    const message = bankShortOf(n, bankCount);
    throw badRequest(message, { bankCount: message });
  }
}

/** GET /teacher/courses/{courseId}/question-bank: the course's bank, oldest first. */
export async function listBankQuestions(req: FastifyRequest, courseId: number): Promise<BankQuestion[]> {
  await assertTeaches(req.server.db, req.user, courseId);
  const rows = await req.server.db.select().from(questionBank).where(eq(questionBank.courseId, courseId)).orderBy(asc(questionBank.id));
  return rows.map(toBankQuestion);
}

/** POST /teacher/courses/{courseId}/question-bank: one more question for the course's quizzes to draw. */
export async function createBankQuestion(
  req: FastifyRequest,
  courseId: number,
  body: Omit<QuizQuestionJson, 'id'> & { id?: string },
): Promise<BankQuestion> {
  const course = await assertTeaches(req.server.db, req.user, courseId);
  const { id: _ignored, ...question } = body;
  const row = await req.server.db.transaction(async (tx) => {
    const [q] = await tx.insert(questionBank).values({ courseId, question, createdBy: req.user.id }).returning();
    await audit(
      req,
      'CREATE',
      'bank_question',
      q.id,
      { courseId, kind: question.kind ?? 'single' },
      tx,
      `${question.text.slice(0, 80)} · ${course.title}`,
    );
    return q;
  });
  return toBankQuestion(row);
}

/**
 * DELETE /teacher/question-bank/{questionId}: attempts keep their own copy of what they drew, so
 * removing a question changes no answer given.
 */
export async function deleteBankQuestion(req: FastifyRequest, questionId: number): Promise<void> {
  const db = req.server.db;
  const [row] = await db.select().from(questionBank).where(eq(questionBank.id, questionId)).limit(1);
  if (!row) throw notFound(BANK_QUESTION_NOT_FOUND);
  const course = await findCourseRef(db, row.courseId);
  if (!course || !teaches(req.user, course)) throw forbidden(NOT_YOUR_COURSE);
  await db.transaction(async (tx) => {
    await tx.delete(questionBank).where(eq(questionBank.id, questionId));
    await audit(
      req,
      'DELETE',
      'bank_question',
      questionId,
      { courseId: row.courseId },
      tx,
      `${row.question.text.slice(0, 80)} · ${course.title}`,
    );
  });
}
