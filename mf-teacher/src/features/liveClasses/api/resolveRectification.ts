import type { HttpClient, RectificationResolveInput } from '@inpro/shared-contracts';

/** POST /teacher/rectifications/{id}/resolve {decision ACEPTADA|RECHAZADA, answer} */
export async function resolveRectification(http: HttpClient, rectificationId: number, body: RectificationResolveInput): Promise<unknown> {
  return (await http.post(`/teacher/rectifications/${rectificationId}/resolve`, body)).data;
}
