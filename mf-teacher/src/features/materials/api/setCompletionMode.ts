import type { CompletionMode, HttpClient } from '@inpro/shared-contracts';

/** PUT /teacher/resources/{resourceId}/completion: VIEW (done when opened) or MANUAL (the student marks it). */
export async function setCompletionMode(http: HttpClient, resourceId: number, mode: CompletionMode): Promise<void> {
  await http.put(`/teacher/resources/${resourceId}/completion`, { mode });
}
