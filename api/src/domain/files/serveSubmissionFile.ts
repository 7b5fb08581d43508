import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_NOT_FOUND, SUBMISSION_NOT_FOUND } from '@inpro/shared-contracts';
import { forbidden, notFound } from '../../errors';
import { teaches } from '../../modules/classroom/access';
import { findSubmission } from '../../modules/classroom/submissions';
import { fileRequester, type FileQuery } from './serveFile';
import { contentDisposition, verifySubmissionLink } from './signedUrl';
import { StorageUnavailableError } from '../../storage';

/**
 * GET /files/submissions/{submissionId}: the file of a submission, to the student who sent it,
 * the course's teacher and administrators (bearer token or the signed link of the answers).
 */
export async function serveSubmissionFile(req: FastifyRequest, reply: FastifyReply, submissionId: number, query: FileQuery) {
  const user = await fileRequester(req, query, (q, secret) => verifySubmissionLink(secret, submissionId, q));
  const row = await findSubmission(req.server.db, submissionId);
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  if (row.student.id !== user.id && !teaches(user, row.course)) throw forbidden();
  const s = row.submission;
  if (!s.storageKey) throw notFound(FILE_NOT_FOUND);
  let stream;
  try {
    stream = await req.server.storage.get(s.storageKey);
  } catch (err) {
    if (err instanceof StorageUnavailableError) throw err;
    throw notFound(FILE_NOT_FOUND);
  }
  const size = await req.server.storage.size(s.storageKey);
  const download = query.download === '1' || query.download === 'true';
  reply
    .header('content-type', s.mime ?? 'application/octet-stream')
    .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', s.originalName || s.fileName || 'entrega'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300');
  if (size !== null) reply.header('content-length', String(size));
  return reply.send(stream);
}
