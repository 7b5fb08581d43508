import type { EvaluationUpdateInput, HttpClient, TeacherEvaluation } from '@inpro/shared-contracts';

/** PUT /teacher/evaluations/{evaluationId}: every field but the course. */
export async function updateEvaluation(http: HttpClient, evaluationId: number, body: EvaluationUpdateInput): Promise<TeacherEvaluation> {
  return (await http.put<TeacherEvaluation>(`/teacher/evaluations/${evaluationId}`, body)).data;
}

/** The update body that keeps an evaluation as it is except for `changes`. */
export function evaluationBody(e: TeacherEvaluation, changes: Partial<EvaluationUpdateInput> = {}): EvaluationUpdateInput {
  return {
    type: e.type,
    title: e.title,
    dueAt: e.dueAt,
    instructions: e.instructions,
    questions: e.questions,
    weight: e.weight,
    resourceId: e.resourceId,
    ...changes,
  };
}
