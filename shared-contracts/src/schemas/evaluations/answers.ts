import { z } from '../../zod';
import { EVALUATION_TYPES, STUDENT_EVALUATION_STATES, SUBMISSION_STATUSES } from '../../classroom';
import { pageOf } from '../common';
import { ATTEMPT_RULES, QUESTION_KINDS } from '../../assessment';

// What the API answers about evaluations and submissions (teacher's and student's views).

const courseRef = { courseId: z.number().int(), courseTitle: z.string(), courseCode: z.string() };

export const quizQuestionSchema = z.object({
  id: z.string(),
  /** Absent on single-choice questions (their historical shape). */
  kind: z.enum(QUESTION_KINDS).optional(),
  text: z.string(),
  options: z.array(z.string()),
  answer: z.number().int(),
  answers: z.array(z.number().int()).optional(),
  accepted: z.array(z.string()).optional(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
/** What a student sees of a question: never the right answer. */
const studentQuizQuestionSchema = quizQuestionSchema.omit({ answer: true, answers: true, accepted: true });
export type StudentQuizQuestion = z.infer<typeof studentQuizQuestionSchema>;

const submissionCountsSchema = z.object({
  enrolled: z.number().int(),
  submitted: z.number().int(),
  pending: z.number().int(),
  inReview: z.number().int(),
  graded: z.number().int(),
});

/** What the teacher's and the student's views of an evaluation both hold (the API's evaluationBase). */
const evaluationBase = {
  id: z.number().int(),
  ...courseRef,
  type: z.enum(EVALUATION_TYPES),
  title: z.string(),
  instructions: z.string(),
  dueAt: z.string(),
  weight: z.number().nullable(),
  resourceId: z.number().int().nullable(),
  opensAt: z.string().nullable(),
  timeLimitMinutes: z.number().int().nullable(),
  maxAttempts: z.number().int(),
  attemptRule: z.enum(ATTEMPT_RULES),
  shuffle: z.boolean(),
  bankCount: z.number().int().nullable(),
};

/** An evaluation as the teacher sees it (answers of quiz questions included). */
export const teacherEvaluationSchema = z.object({
  ...evaluationBase,
  questions: z.array(quizQuestionSchema),
  counts: submissionCountsSchema,
  /** Someone answered: only the dates may change now. */
  locked: z.boolean(),
  extensions: z.array(z.object({ userId: z.number().int(), fullName: z.string(), dueAt: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeacherEvaluation = z.infer<typeof teacherEvaluationSchema>;

/** An attached file: name, size and an authorised (signed) link for the caller. */
const submissionFileSchema = z.object({
  name: z.string(),
  size: z.number().int().nullable(),
  sizeLabel: z.string(),
  mime: z.string().nullable(),
  url: z.string(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

const quizResultSchema = z.object({ correct: z.number().int(), total: z.number().int() });

/** The student's own submission. */
const studentSubmissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: z.string(),
  text: z.string().nullable(),
  file: submissionFileSchema.nullable(),
  answers: z.record(z.string(), z.number().int()).nullable(),
  quizResult: quizResultSchema.nullable(),
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  gradedAt: z.string().nullable(),
});
export type StudentSubmission = z.infer<typeof studentSubmissionSchema>;

/** An evaluation as a student sees it, with their state and submission. */
export const studentEvaluationSchema = z.object({
  ...evaluationBase,
  questions: z.array(studentQuizQuestionSchema),
  state: z.enum(STUDENT_EVALUATION_STATES),
  /** Submitting is possible now (open, before the student's due date, an attempt or a resubmission left). */
  canSubmit: z.boolean(),
  submission: studentSubmissionSchema.nullable(),
  /** The student's own due instant (their extension, if any, else dueAt). */
  ownDueAt: z.string(),
  attemptsUsed: z.number().int(),
  /** The quiz attempt in progress, if any (its deadline is enforced by the server). */
  openAttemptId: z.number().int().nullable(),
});
export type StudentEvaluation = z.infer<typeof studentEvaluationSchema>;

/** A line of GET /teacher/submissions. */
const submissionListItemSchema = z.object({
  id: z.number().int(),
  evaluationId: z.number().int(),
  evaluationTitle: z.string(),
  evaluationType: z.enum(EVALUATION_TYPES),
  ...courseRef,
  student: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: z.string(),
  late: z.boolean(),
  hasFile: z.boolean(),
  score: z.number().nullable(),
  gradedAt: z.string().nullable(),
});
export type SubmissionListItem = z.infer<typeof submissionListItemSchema>;
export const submissionPageSchema = pageOf(submissionListItemSchema);
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

/** GET /teacher/submissions/{submissionId}: the student's answer, file link, quiz answers, grade. */
export const submissionDetailSchema = submissionListItemSchema.extend({
  instructions: z.string(),
  dueAt: z.string(),
  text: z.string().nullable(),
  file: submissionFileSchema.nullable(),
  answers: z.record(z.string(), z.number().int()).nullable(),
  questions: z.array(quizQuestionSchema),
  quizResult: quizResultSchema.nullable(),
  feedback: z.string().nullable(),
  gradedBy: z.string().nullable(),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** One grade of GET /student/grades. */
const studentGradeSchema = z.object({
  submissionId: z.number().int(),
  evaluationId: z.number().int(),
  evaluationTitle: z.string(),
  type: z.enum(EVALUATION_TYPES),
  ...courseRef,
  score: z.number(),
  weight: z.number().nullable(),
  gradedAt: z.string(),
  feedback: z.string().nullable(),
  passed: z.boolean(),
});
export type StudentGrade = z.infer<typeof studentGradeSchema>;

/** GET /student/grades: grades (newest first), average to two decimals, passing mark from the settings. */
export const studentGradesSchema = z.object({
  items: z.array(studentGradeSchema),
  average: z.number().nullable(),
  passingMark: z.number(),
  passed: z.boolean().nullable(),
});
export type StudentGrades = z.infer<typeof studentGradesSchema>;

/** GET /student/performance: the grade of each evaluation over time (oldest first), for the dashboard chart. */
export const studentPerformanceSchema = z.object({
  points: z.array(
    z.object({
      evaluationId: z.number().int(),
      title: z.string(),
      type: z.enum(EVALUATION_TYPES),
      ...courseRef,
      date: z.string(),
      score: z.number(),
    }),
  ),
  average: z.number().nullable(),
  passingMark: z.number(),
});
export type StudentPerformance = z.infer<typeof studentPerformanceSchema>;

/** A response to one question: an option, several options, or a text. */
const questionResponseSchema = z.union([z.number().int().min(0), z.array(z.number().int().min(0)).max(8), z.string().max(20000)]);

/** A quiz attempt as its student sees it (right answers never; the grade once finished). */
export const studentAttemptSchema = z.object({
  id: z.number().int(),
  evaluationId: z.number().int(),
  number: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  submittedAt: z.string().nullable(),
  autoSubmitted: z.boolean(),
  questions: z.array(studentQuizQuestionSchema),
  responses: z.record(z.string(), questionResponseSchema),
  score: z.number().nullable(),
  correct: z.number().int().nullable(),
  total: z.number().int(),
  pendingEssays: z.boolean(),
  feedback: z.string().nullable(),
});
export type StudentAttempt = z.infer<typeof studentAttemptSchema>;

/** A quiz attempt as the teacher sees it, right answers and essay grades included. */
export const teacherAttemptSchema = studentAttemptSchema.extend({
  questions: z.array(quizQuestionSchema),
  student: z.object({ id: z.number().int(), fullName: z.string() }),
  essayGrades: z.record(z.string(), z.number()),
});
export type TeacherAttempt = z.infer<typeof teacherAttemptSchema>;

/** A question of a course's bank. */
export const bankQuestionSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  question: quizQuestionSchema,
  createdAt: z.string(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;
