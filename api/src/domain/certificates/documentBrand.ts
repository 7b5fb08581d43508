import type { FastifyInstance } from 'fastify';
import { mediaNameOf, MEDIA_FOLDER } from '../media/uploadImage';
import { getSettings } from '../settings/store';
import type { DocumentBrand } from './pdf';

async function readStoredImage(app: FastifyInstance, url: string | null): Promise<Buffer | null> {
  // Only images uploaded here are embedded: the server never fetches outside addresses.
  const name = mediaNameOf(url);
  if (!name) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await app.storage.get(`${MEDIA_FOLDER}/${name}`)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (err) {
    app.log.warn({ err, url }, 'a branding image could not be read');
    return null;
  }
}

/** Colours, logo, signature and signer of the generated documents, from the settings. */
export async function loadDocumentBrand(app: FastifyInstance): Promise<DocumentBrand> {
  const [branding, certificates] = await Promise.all([getSettings(app, 'branding'), getSettings(app, 'certificates')]);
  const [logo, signature] = await Promise.all([readStoredImage(app, branding.logoUrl), readStoredImage(app, certificates.signatureImage)]);
  return {
    primary: branding.primaryColor,
    accent: branding.secondaryColor,
    logo,
    signature,
    signerName: certificates.signerName,
  };
}
