import type { HttpClient, ParticipantsFilter } from '@inpro/shared-contracts';
import { downloadFile } from '@inpro/ui/files';
import { participantsQuery } from './listParticipants';

/** GET /superadmin/participants/export: the filtered list as CSV (recorded as an export); answers the file name. */
export function exportParticipants(http: HttpClient, filter: Partial<ParticipantsFilter>): Promise<string> {
  return downloadFile(http, '/superadmin/participants/export', participantsQuery(filter), 'participantes.csv');
}
