import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

/**
 * One table written as a download: CSV (UTF-8 with BOM, so spreadsheet programs read the
 * accents), XLSX or PDF. Used by the exports of the master administrator (participants,
 * reports); every caller records the export in the audit log.
 */
export type ExportCell = string | number | null;

export interface ExportColumn {
  header: string;
  /** Right-aligned numbers in XLSX/PDF. */
  numeric?: boolean;
  /** Relative width (PDF and XLSX); default 1. */
  width?: number;
}

export interface ExportTable {
  title: string;
  /** A line under the title (period, filters). */
  subtitle?: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
  /** A closing row (e.g. totals). */
  footer?: ExportCell[];
}

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text. */
function safeText(v: string): string {
  return /^[=+\-@\t\r]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v) ? `'${v}` : v;
}

function csvCell(v: ExportCell): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'number' ? String(v) : safeText(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(table: ExportTable): Buffer {
  const lines = [table.columns.map((c) => csvCell(c.header)), ...table.rows.map((r) => r.map(csvCell))];
  if (table.footer) lines.push(table.footer.map(csvCell));
  return Buffer.from('\uFEFF' + lines.map((l) => l.join(',')).join('\r\n') + '\r\n', 'utf8');
}

export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'INPRO';
  book.created = new Date();
  const sheet = book.addWorksheet(table.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  if (table.subtitle) sheet.addRow([table.subtitle]).font = { italic: true };
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((c) => c.header));
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B3D91' } };
  });
  for (const r of table.rows) sheet.addRow(r.map((v) => (typeof v === 'string' ? safeText(v) : v)));
  if (table.footer) sheet.addRow(table.footer).font = { bold: true };
  table.columns.forEach((c, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = Math.max(10, Math.round(14 * (c.width ?? 1)));
    if (c.numeric) col.alignment = { horizontal: 'right' };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PDF_MARGIN = 36;

export function toPdf(table: ExportTable, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: PDF_MARGIN, compress: options.compress ?? true });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.info.Title = table.title;
  doc.info.Author = 'INPRO';

  const width = doc.page.width - PDF_MARGIN * 2;
  const weights = table.columns.map((c) => c.width ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * width);
  const pad = 4;

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(8);
    return Math.max(...cells.map((t, i) => doc.heightOfString(t, { width: widths[i] - pad * 2 }))) + pad * 2;
  };

  const drawRow = (cells: ExportCell[], opts: { header?: boolean; bold?: boolean }) => {
    const texts = cells.map((v) => (v === null || v === undefined ? '' : String(v)));
    const font = opts.header || opts.bold ? 'Helvetica-Bold' : 'Helvetica';
    const h = rowHeight(texts, font);
    if (doc.y + h > doc.page.height - PDF_MARGIN) {
      doc.addPage();
      if (!opts.header)
        drawRow(
          table.columns.map((c) => c.header),
          { header: true },
        );
    }
    const y = doc.y;
    if (opts.header) doc.rect(PDF_MARGIN, y, width, h).fill('#0b3d91');
    let x = PDF_MARGIN;
    texts.forEach((t, i) => {
      doc
        .font(font)
        .fontSize(8)
        .fillColor(opts.header ? '#ffffff' : '#1a1f2b')
        .text(t, x + pad, y + pad, { width: widths[i] - pad * 2, align: table.columns[i]?.numeric ? 'right' : 'left' });
      x += widths[i];
    });
    doc
      .moveTo(PDF_MARGIN, y + h)
      .lineTo(PDF_MARGIN + width, y + h)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();
    doc.x = PDF_MARGIN;
    doc.y = y + h;
  };

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#0b3d91').text(table.title);
  if (table.subtitle) doc.font('Helvetica').fontSize(10).fillColor('#4b5563').text(table.subtitle);
  doc.moveDown(0.8);
  drawRow(
    table.columns.map((c) => c.header),
    { header: true },
  );
  if (table.rows.length === 0) {
    doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor('#4b5563').text('Sin datos en el periodo.');
  }
  for (const r of table.rows) drawRow(r, {});
  if (table.footer) drawRow(table.footer, { bold: true });
  doc.end();
  return done;
}

/** The file of one format. */
export async function exportTable(table: ExportTable, format: ExportFormat): Promise<Buffer> {
  if (format === 'csv') return toCsv(table);
  if (format === 'xlsx') return toXlsx(table);
  return toPdf(table);
}
