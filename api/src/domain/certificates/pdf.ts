import { newPdfDocument } from '../../lib/pdfDocument';
import { formatDate } from '@inpro/shared-contracts';

/** The look of the documents, from the branding and certificates settings. */
export interface DocumentBrand {
  primary: string;
  accent: string;
  /** PNG or JPEG bytes of the institute's logo (top left). */
  logo?: Buffer | null;
  /** PNG or JPEG bytes of the signature, drawn above the signature line. */
  signature?: Buffer | null;
  /** Printed under the signature line. */
  signerName?: string;
}

/** What both documents print. issuedAt is a calendar date (YYYY-MM-DD) or a Date. */
export interface CertificateDocumentData {
  /** Colours, logo and signature from the settings (branding, certificates); defaults when absent. */
  brand?: DocumentBrand;
  participant: string;
  dni: string;
  studentCode: string | null;
  course: string;
  courseCode: string | null;
  hours: number;
  issuedAt: string | Date;
  folio: string;
  publicCode: string;
  /** Absolute or site-relative address of the public verification page. */
  verifyUrl: string;
}

const INSTITUTE = 'INSTITUTO NACIONAL DE PROFESIONALIZACIÓN';
const TAGLINE = 'Educación legal de excelencia';
const PRIMARY = '#12355b';
const ACCENT = '#b8892b';
const MUTED = '#555555';

const DEFAULT_PRIMARY = PRIMARY;
const DEFAULT_ACCENT = ACCENT;
const SIGNER = 'Dirección Académica';

/** Draws an image fitted into the box, centred; an image pdfkit cannot read is skipped. */
export function drawImage(doc: PDFKit.PDFDocument, data: Buffer, x: number, y: number, w: number, h: number): void {
  try {
    doc.image(data, x, y, { fit: [w, h], align: 'center', valign: 'center' });
  } catch {
    // A damaged stored image must not stop the document.
  }
}

/** dd/mm/aaaa of a calendar date, without time-zone shifts. */
export function formatIssueDate(value: string | Date): string {
  // A date column arrives as YYYY-MM-DD text or as its UTC midnight: its ISO day is the calendar date.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDate(value.toISOString().slice(0, 10));
  return formatDate(/^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value);
}

function hoursText(hours: number): string {
  const h = Number.isFinite(hours) && hours > 0 ? Math.round(hours) : 0;
  return h === 1 ? '1 hora académica' : `${h} horas académicas`;
}

function verificationLine(d: CertificateDocumentData): string {
  return `Verifique la autenticidad de este documento en ${d.verifyUrl} con el código ${d.publicCode}.`;
}

export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

interface RenderOptions {
  /** Uncompressed content streams (used by tests to read the text back). */
  compress?: boolean;
}

/** The certificate: one A4 landscape page. */
export async function renderCertificatePdf(d: CertificateDocumentData, opts: RenderOptions = {}): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: opts.compress ?? true,
    info: { Title: `Certificado ${d.folio}`, Author: INSTITUTE, Subject: d.course },
  });
  const { width, height } = doc.page;
  const PRIMARY = d.brand?.primary ?? DEFAULT_PRIMARY;
  const ACCENT = d.brand?.accent ?? DEFAULT_ACCENT;
  doc
    .lineWidth(6)
    .strokeColor(PRIMARY)
    .rect(22, 22, width - 44, height - 44)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  if (d.brand?.logo) drawImage(doc, d.brand.logo, 50, 46, 70, 70);
  const inner = { x: 70, width: width - 140 };
  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(18).text(INSTITUTE, inner.x, 70, { width: inner.width, align: 'center' });
  doc.fillColor(MUTED).font('Helvetica-Oblique').fontSize(11).text(TAGLINE, { width: inner.width, align: 'center' });
  doc.moveDown(1.2);
  doc.fillColor(ACCENT).font('Times-Bold').fontSize(40).text('CERTIFICADO', { width: inner.width, align: 'center', characterSpacing: 4 });
  doc.moveDown(0.6);
  doc.fillColor('#222222').font('Helvetica').fontSize(13).text('Otorgado a:', { width: inner.width, align: 'center' });
  doc.moveDown(0.4);
  doc.fillColor(PRIMARY).font('Times-BoldItalic').fontSize(30).text(d.participant, { width: inner.width, align: 'center' });
  doc.fillColor(MUTED).font('Helvetica').fontSize(11).text(`DNI N.° ${d.dni}`, { width: inner.width, align: 'center' });
  doc.moveDown(0.8);
  doc.fillColor('#222222').font('Helvetica').fontSize(13).text('por haber aprobado satisfactoriamente el programa académico', {
    width: inner.width,
    align: 'center',
  });
  doc.moveDown(0.3);
  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(18).text(d.course, { width: inner.width, align: 'center' });
  doc.moveDown(0.3);
  doc
    .fillColor('#222222')
    .font('Helvetica')
    .fontSize(13)
    .text(`con una duración de ${hoursText(d.hours)}.`, {
      width: inner.width,
      align: 'center',
    });
  doc.moveDown(0.6);
  doc.text(`Lima, ${formatIssueDate(d.issuedAt)}`, { width: inner.width, align: 'center' });

  // Signature line and folio block.
  const baseY = height - 150;
  if (d.brand?.signature) drawImage(doc, d.brand.signature, width / 2 - 100, baseY - 62, 200, 58);
  doc
    .lineWidth(0.8)
    .strokeColor('#333333')
    .moveTo(width / 2 - 110, baseY)
    .lineTo(width / 2 + 110, baseY)
    .stroke();
  doc
    .fillColor('#222222')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(d.brand?.signerName || SIGNER, width / 2 - 110, baseY + 6, {
      width: 220,
      align: 'center',
    });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Folio: ${d.folio}`, inner.x, baseY + 6, { width: 200 });
  if (d.studentCode) doc.text(`Código de alumno: ${d.studentCode}`, inner.x, baseY + 20, { width: 220 });
  doc.fontSize(9).text(verificationLine(d), inner.x, height - 80, { width: inner.width, align: 'center' });
  return toBuffer(doc);
}

/** The constancia (proof of studies): one A4 portrait page. */
export async function renderConstanciaPdf(d: CertificateDocumentData, opts: RenderOptions = {}): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'A4',
    margins: { top: 72, bottom: 60, left: 72, right: 72 },
    compress: opts.compress ?? true,
    info: { Title: `Constancia ${d.folio}`, Author: INSTITUTE, Subject: d.course },
  });
  const width = doc.page.width - 144;
  const PRIMARY = d.brand?.primary ?? DEFAULT_PRIMARY;
  const ACCENT = d.brand?.accent ?? DEFAULT_ACCENT;
  if (d.brand?.logo) drawImage(doc, d.brand.logo, 72, 30, 48, 48);
  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(15).text(INSTITUTE, { width, align: 'center' });
  doc.fillColor(MUTED).font('Helvetica-Oblique').fontSize(10).text(TAGLINE, { width, align: 'center' });
  doc.moveDown(0.5);
  doc
    .lineWidth(1)
    .strokeColor(ACCENT)
    .moveTo(72, doc.y)
    .lineTo(72 + width, doc.y)
    .stroke();
  doc.moveDown(2);
  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(22).text('CONSTANCIA', { width, align: 'center', characterSpacing: 2 });
  doc.moveDown(0.3);
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(`Folio: ${d.folio}`, { width, align: 'center' });
  doc.moveDown(2);
  const code = d.studentCode ? `, con código de alumno ${d.studentCode},` : ',';
  const course = d.courseCode ? `${d.course} (${d.courseCode})` : d.course;
  doc.fillColor('#222222').font('Helvetica').fontSize(12);
  doc.text('La Dirección Académica del Instituto Nacional de Profesionalización hace constar que:', { width, align: 'justify' });
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(14).text(d.participant, { width, align: 'center' });
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(
      `identificado(a) con DNI N.° ${d.dni}${code} ha culminado y aprobado el programa académico «${course}», ` +
        `con una duración de ${hoursText(d.hours)}, habiéndosele expedido el certificado con folio ${d.folio} ` +
        `en fecha ${formatIssueDate(d.issuedAt)}.`,
      { width, align: 'justify', lineGap: 4 },
    );
  doc.moveDown(1);
  doc.text('Se expide la presente constancia a solicitud del interesado(a), para los fines que estime convenientes.', {
    width,
    align: 'justify',
    lineGap: 4,
  });
  doc.moveDown(1);
  doc.text(`Lima, ${formatIssueDate(d.issuedAt)}`, { width, align: 'right' });
  const lineY = doc.page.height - 200;
  if (d.brand?.signature) drawImage(doc, d.brand.signature, doc.page.width / 2 - 90, lineY - 56, 180, 52);
  doc
    .lineWidth(0.8)
    .strokeColor('#333333')
    .moveTo(doc.page.width / 2 - 100, lineY)
    .lineTo(doc.page.width / 2 + 100, lineY)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(d.brand?.signerName || SIGNER, doc.page.width / 2 - 100, lineY + 6, { width: 200, align: 'center' });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(verificationLine(d), 72, doc.page.height - 110, { width, align: 'center' });
  return toBuffer(doc);
}
