import { z } from '../../zod';
import { EVALUATION_TYPES, STUDENT_EVALUATION_STATES, SUBMISSION_STATUSES } from '../../classroom';
import { pageOf } from '../common';

// What the API answers about evaluations and submissions (teacher's and student's views).

const courseRef = { courseId: z.number().int(), courseTitle: z.string(), courseCode: z.string() };

export const quizQuestionSchema = z.object({ id: z.string(), text: z.string(), options: z.array(z.string()), answer: z.number().int() });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
/** What a student sees of a question: never the right answer. */
export const studentQuizQuestionSchema = quizQuestionSchema.omit({ answer: true });
export type StudentQuizQuestion = z.infer<typeof studentQuizQuestionSchema>;

export const submissionCountsSchema = z.object({
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
};

/** An evaluation as the teacher sees it (answers of quiz questions included). */
export const teacherEvaluationSchema = z.object({
  ...evaluationBase,
  questions: z.array(quizQuestionSchema),
  counts: submissionCountsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeacherEvaluation = z.infer<typeof teacherEvaluationSchema>;

/** An attached file: name, size and an authorised (signed) link for the caller. */
export const submissionFileSchema = z.object({
  name: z.string(),
  size: z.number().int().nullable(),
  sizeLabel: z.string(),
  mime: z.string().nullable(),
  url: z.string(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

export const quizResultSchema = z.object({ correct: z.number().int(), total: z.number().int() });

/** The student's own submission. */
export const studentSubmissionSchema = z.object({
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
  /** Submitting is possible now (before the due date, nothing sent yet). */
  canSubmit: z.boolean(),
  submission: studentSubmissionSchema.nullable(),
});
export type StudentEvaluation = z.infer<typeof studentEvaluationSchema>;

/** A line of GET /teacher/submissions. */
export const submissionListItemSchema = z.object({
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
export const studentGradeSchema = z.object({
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
