import type { HttpClient, StudentEvaluation } from '@inpro/shared-contracts';

/**
 * POST /student/evaluations/{evaluationId}/submission: JSON {text}, or multipart with the file
 * (and the text) when one is attached.
 */
export async function submitTask(http: HttpClient, evaluationId: number, text: string, file: File | null): Promise<StudentEvaluation> {
  const url = `/student/evaluations/${evaluationId}/submission`;
  if (!file) return (await http.post<StudentEvaluation>(url, { text })).data;
  const form = new FormData();
  form.append('text', text);
  form.append('file', file, file.name);
  return (await http.post<StudentEvaluation>(url, form)).data;
}
