import type { Gradebook, GradebookCategoryInput, GradebookItemInput, GradebookOverrideInput, HttpClient } from '@inpro/shared-contracts';

// The gradebook's calls (/teacher/courses/{courseId}/gradebook…); each change answers the whole gradebook.

const base = (courseId: number) => `/teacher/courses/${courseId}/gradebook`;

export async function getGradebook(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<Gradebook> {
  return (await http.get<Gradebook>(base(courseId), { signal })).data;
}

export async function addCategory(http: HttpClient, courseId: number, body: GradebookCategoryInput): Promise<Gradebook> {
  return (await http.post<Gradebook>(`${base(courseId)}/categories`, body)).data;
}

export async function deleteCategory(http: HttpClient, courseId: number, categoryId: number): Promise<Gradebook> {
  return (await http.delete<Gradebook>(`${base(courseId)}/categories/${categoryId}`)).data;
}

export async function addItem(http: HttpClient, courseId: number, body: GradebookItemInput): Promise<Gradebook> {
  return (await http.post<Gradebook>(`${base(courseId)}/items`, body)).data;
}

/** Places an evaluation or a manual item in a category (null: none). */
export async function placeColumn(
  http: HttpClient,
  courseId: number,
  column: { kind: 'evaluation' | 'item'; id: number; title: string },
  categoryId: number | null,
): Promise<Gradebook> {
  if (column.kind === 'evaluation') return (await http.put<Gradebook>(`${base(courseId)}/evaluations/${column.id}`, { categoryId })).data;
  return (await http.put<Gradebook>(`${base(courseId)}/items/${column.id}`, { title: column.title, categoryId })).data;
}

export async function setItemScore(http: HttpClient, courseId: number, itemId: number, userId: number, score: string): Promise<Gradebook> {
  return (await http.put<Gradebook>(`${base(courseId)}/items/${itemId}/scores/${userId}`, { score: score.trim() === '' ? null : score }))
    .data;
}

export async function overrideGrade(http: HttpClient, courseId: number, userId: number, body: GradebookOverrideInput): Promise<Gradebook> {
  return (await http.put<Gradebook>(`${base(courseId)}/overrides/${userId}`, body)).data;
}
