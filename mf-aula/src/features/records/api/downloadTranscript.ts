import type { HttpClient } from '@inpro/shared-contracts';
import { downloadFile } from '@inpro/ui/files';

/** GET /records/transcript.pdf: the student's academic record, saved as record-academico.pdf. */
export function downloadTranscript(http: HttpClient): Promise<string> {
  return downloadFile(http, '/records/transcript.pdf', {}, 'record-academico.pdf');
}
