import { formatDate, formatGrade } from '@inpro/shared-contracts';
import { drawImage, toBuffer, type DocumentBrand } from '../../domain/certificates/pdf';
import { newPdfDocument } from '../../lib/pdfDocument';
import type { TranscriptRow } from './transcriptData';

export interface TranscriptDocument {
  student: string;
  dni: string | null;
  studentCode: string | null;
  /** Issue date, YYYY-MM-DD (Lima). */
  issuedOn: string;
  passingMark: number;
  rows: TranscriptRow[];
}

const COLUMNS = [
  { header: 'Código', width: 62 },
  { header: 'Curso', width: 178 },
  { header: 'Horas', width: 38, align: 'right' as const },
  { header: 'Inicio', width: 58 },
  { header: 'Fin', width: 58 },
  { header: 'Nota final', width: 48, align: 'right' as const },
  { header: 'Situación', width: 73 },
];

function cells(r: TranscriptRow): string[] {
  return [
    r.courseCode,
    r.courseTitle,
    String(r.hours),
    formatDate(r.startDate) || '—',
    formatDate(r.endDate) || '—',
    formatGrade(r.finalGrade),
    r.status,
  ];
}

/** The transcript PDF (A4 portrait): the student with DNI and code, then one row per course with hours, dates, final grade and standing. */
export async function renderTranscriptPdf(
  t: TranscriptDocument,
  brand: Pick<DocumentBrand, 'primary' | 'logo'>,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'A4',
    margin: 40,
    compress: opts.compress ?? true,
    info: { Title: `Récord académico — ${t.student}`, Author: 'INPRO' },
  });
  const { width } = doc.page;
  const left = 40;
  doc.rect(0, 0, width, 70).fill(brand.primary);
  if (brand.logo) drawImage(doc, brand.logo, left, 12, 46, 46);
  const titleX = brand.logo ? 96 : left;
  doc
    .fill('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('INSTITUTO NACIONAL DE PROFESIONALIZACIÓN', titleX, 22, { width: width - titleX - 40 });
  doc.font('Helvetica').fontSize(9).text('Récord académico (constancia de notas)', titleX, 42);

  doc.fill('#1a1f2b');
  doc.y = 90;
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, left, undefined, { continued: true }).font('Helvetica').text(value);
    doc.moveDown(0.2);
  };
  line('Alumno', t.student);
  line('DNI', t.dni || '—');
  line('Código de alumno', t.studentCode || '—');
  line('Fecha de emisión', formatDate(t.issuedOn));
  doc.moveDown(0.8);

  const drawRow = (values: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const heights = values.map((v, i) => doc.heightOfString(v, { width: COLUMNS[i].width - 6 }));
    const h = Math.max(...heights) + 6;
    if (doc.y + h > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    if (bold)
      doc
        .rect(left, y, width - 80, h)
        .fill('#eef1f6')
        .fill('#1a1f2b');
    let x = left;
    values.forEach((v, i) => {
      doc.text(v, x + 3, y + 3, { width: COLUMNS[i].width - 6, align: COLUMNS[i].align ?? 'left' });
      x += COLUMNS[i].width;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(width - 40, y + h)
      .lineWidth(0.5)
      .stroke('#c8ced8');
    doc.y = y + h;
  };
  drawRow(
    COLUMNS.map((c) => c.header),
    true,
  );
  if (!t.rows.length) {
    doc.moveDown(0.5).font('Helvetica').fontSize(10).text('Sin cursos registrados.', left);
  }
  for (const r of t.rows) drawRow(cells(r), false);

  const passedHours = t.rows.filter((r) => r.status === 'Aprobado').reduce((sum, r) => sum + r.hours, 0);
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(10).text(`Cursos: ${t.rows.length}  ·  Horas académicas aprobadas: ${passedHours}`, left);
  doc
    .moveDown(1)
    .font('Helvetica')
    .fontSize(8)
    .fill('#555555')
    .text(
      `Escala vigesimal (0 a 20); nota aprobatoria ${formatGrade(t.passingMark)}. La nota final es el promedio ponderado de las evaluaciones calificadas. ` +
        'Documento emitido electrónicamente por INPRO a solicitud del alumno.',
      left,
      undefined,
      { width: width - 80 },
    );
  return toBuffer(doc);
}
