import { newPdfDocument } from '../lib/pdfDocument';

export interface LecturePdf {
  institute: string;
  course: string;
  unit: string;
  title: string;
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[];
}

/** A small, real PDF (A4, text, headings, bullets) rendered with pdfkit. */
export async function renderLecturePdf(doc: LecturePdf): Promise<Buffer> {
  const pdf = await newPdfDocument({ size: 'A4', margin: 56, info: { Title: doc.title, Author: doc.institute, Subject: doc.course } });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.fillColor('#1d3557').fontSize(10).text(doc.institute.toUpperCase(), { characterSpacing: 1 });
    pdf.moveDown(0.3).fillColor('#6b7280').fontSize(10).text(`${doc.course} · ${doc.unit}`);
    pdf.moveDown(1).fillColor('#111827').fontSize(20).text(doc.title);
    pdf.moveDown(0.8);
    for (const s of doc.sections) {
      pdf.fillColor('#1d3557').fontSize(13).text(s.heading);
      pdf.moveDown(0.3).fillColor('#111827').fontSize(11);
      for (const p of s.paragraphs) pdf.text(p, { align: 'justify' }).moveDown(0.5);
      if (s.bullets?.length) pdf.list(s.bullets, { bulletRadius: 2, textIndent: 12 }).moveDown(0.5);
      pdf.moveDown(0.5);
    }
    pdf.fillColor('#6b7280').fontSize(9).text('Material de uso exclusivo para los participantes del curso.', { align: 'center' });
    pdf.end();
  });
}
