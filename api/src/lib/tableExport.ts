import { unparse } from 'papaparse';
import { newPdfDocument } from './pdfDocument';

/**
 * One table written as a download: CSV (UTF-8 with BOM, so spreadsheet programs read the
 * accents), XLSX or PDF. Used by the exports of the master administrator (participants,
 * reports); every caller records the export in the audit log.
 */
export type ExportCell = string | number | null;

interface ExportColumn {
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

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * CSV as spreadsheet programs open it: UTF-8 with a BOM (so they read the accents), CRLF lines, and
 * texts that a spreadsheet would run as a formula (=, +, -, @, tab, CR) kept as text by papaparse.
 */
export function toCsv(table: ExportTable): Buffer {
  const data = [table.columns.map((c) => c.header), ...table.rows, ...(table.footer ? [table.footer] : [])];
  return Buffer.from('\uFEFF' + unparse(data, { escapeFormulae: true, newline: '\r\n' }) + '\r\n', 'utf8');
}

async function toXlsx(table: ExportTable): Promise<Buffer> {
  // exceljs takes about a second to load: it is loaded by the first workbook, not with the server.
  const { Workbook } = (await import('exceljs')).default;
  const book = new Workbook();
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
  // A text cell of a workbook stays text (exceljs never writes it as a formula), so it needs no escaping.
  for (const r of table.rows) sheet.addRow(r);
  if (table.footer) sheet.addRow(table.footer).font = { bold: true };
  table.columns.forEach((c, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = Math.max(10, Math.round(14 * (c.width ?? 1)));
    if (c.numeric) col.alignment = { horizontal: 'right' };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PDF_MARGIN = 36;

export async function toPdf(table: ExportTable, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = await newPdfDocument({ size: 'A4', layout: 'landscape', margin: PDF_MARGIN, compress: options.compress ?? true });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.info.Title = table.title;
  doc.info.Author = 'INPRO';

  const text = (v: ExportCell) => (v === null || v === undefined ? '' : String(v));
  const bold = { src: 'Helvetica-Bold' };
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#0b3d91').text(table.title);
  if (table.subtitle) doc.font('Helvetica').fontSize(10).fillColor('#4b5563').text(table.subtitle);
  doc.moveDown(0.8).font('Helvetica').fontSize(8);
  const weights = table.columns.map((c) => c.width ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const width = doc.page.width - PDF_MARGIN * 2;
  const grid = doc.table({
    columnStyles: table.columns.map((c, i) => ({ width: (weights[i] / total) * width, align: { x: c.numeric ? 'right' : 'left' } })),
    defaultStyle: { padding: 4, border: { top: 0, left: 0, right: 0, bottom: 0.5 }, borderColor: '#d1d5db', textColor: '#1a1f2b' },
  });
  grid.row(table.columns.map((c) => ({ text: c.header, font: bold, type: 'TH', backgroundColor: '#0b3d91', textColor: '#ffffff' })));
  for (const r of table.rows) grid.row(r.map(text));
  if (table.footer) grid.row(table.footer.map((v) => ({ text: text(v), font: bold })));
  grid.end();
  if (table.rows.length === 0) {
    doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor('#4b5563').text('Sin datos en el periodo.', PDF_MARGIN);
  }
  doc.end();
  return done;
}

/** The file of one format. */
export async function exportTable(table: ExportTable, format: ExportFormat): Promise<Buffer> {
  if (format === 'csv') return toCsv(table);
  if (format === 'xlsx') return toXlsx(table);
  return toPdf(table);
}
