import type { HttpClient, Page, ParticipantRow, ParticipantsFilter } from '@inpro/shared-contracts';

export type ParticipantsParams = Partial<ParticipantsFilter> & { page: number };

export function participantsQuery(params: Partial<ParticipantsFilter> & { page?: number }): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
}

/** GET /superadmin/participants: the students with their registration, payment and account states. */
export async function listParticipants(http: HttpClient, params: ParticipantsParams, signal?: AbortSignal): Promise<Page<ParticipantRow>> {
  return (await http.get<Page<ParticipantRow>>('/superadmin/participants', { params: participantsQuery(params), signal })).data;
}
