import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { SESSION_EXPIRED, limaDate } from '@inpro/shared-contracts';
import { users } from '../../db/schema';
import { unauthorized } from '../../errors';
import { loadDocumentBrand } from '../../domain/certificates/documentBrand';
import { transcriptRows } from './transcriptData';
import { renderTranscriptPdf } from './transcriptPdf';

/** GET /records/transcript.pdf: the signed-in account's own transcript; nobody else's can be asked for. */
export async function sendTranscript(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const app = req.server;
  const [user] = await app.db
    .select({ fullName: users.fullName, dni: users.dni, studentCode: users.studentCode })
    .from(users)
    .where(eq(users.id, req.user.id))
    .limit(1);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  const [{ rows, passingMark }, brand] = await Promise.all([transcriptRows(app, req.user.id), loadDocumentBrand(app)]);
  const issuedOn = limaDate();
  const pdf = await renderTranscriptPdf(
    { student: user.fullName, dni: user.dni, studentCode: user.studentCode, issuedOn, passingMark, rows },
    brand,
  );
  // It names the student and shows the DNI and grades: kept by no browser or proxy.
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="record-academico-${issuedOn}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
