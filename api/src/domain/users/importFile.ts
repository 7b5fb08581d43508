import type { CellValue } from 'exceljs';
import Papa from 'papaparse';
import { sniffFileType } from '../files/fileType';

/** A table read from an uploaded file: the header row and the data rows, every cell as trimmed text. */
export interface ReadTable {
  headers: string[];
  /** Data rows with their line number in the file (the header is line 1 when it is the first line). */
  rows: { line: number; cells: string[] }[];
}

/**
 * 'xlsx' for an Excel workbook, 'csv' for text (UTF-8, or any other text without NUL bytes: Excel's
 * Windows-1252 CSV), null for other files. The upload sniffing of files/fileType decides.
 */
async function sniffTable(data: Buffer): Promise<'xlsx' | 'csv' | null> {
  const sniffed = await sniffFileType(data);
  if (sniffed === 'xlsx') return 'xlsx';
  if (sniffed === 'text' || (sniffed === null && !data.subarray(0, 8192).includes(0))) return 'csv';
  return null;
}

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252 (Excel's "CSV" on Windows). */
function decodeText(data: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  if (!text.includes('\uFFFD')) return text.replace(/^\uFEFF/, '');
  return new TextDecoder('windows-1252').decode(data);
}

/** Splits CSV text with papaparse (RFC 4180 quotes; comma or semicolon, whichever the header uses more). */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g) ?? []).length > (firstLine.match(/,/g) ?? []).length ? ';' : ',';
  // One kind of line break (a file may mix CRLF and LF); empty lines stay, as rows of one empty
  // cell, so that every row keeps its line number.
  const lf = text.replace(/\r\n?/g, '\n');
  const { data } = Papa.parse<string[]>(lf, { delimiter, newline: '\n', skipEmptyLines: false });
  // The line break that ends the last line does not start another row.
  if (lf.endsWith('\n') && data.length && data[data.length - 1].every((c) => c === '')) data.pop();
  return data.map((r) => r.map((c) => c.trim()));
}

/** The text of an exceljs cell value (rich text, hyperlinks, formulas with results, dates). */
function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((p) => p.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as CellValue);
    if ('error' in v) return '';
  }
  return String(v);
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  // exceljs takes about a second to load: it is loaded by the first workbook, not with the server.
  const { Workbook } = (await import('exceljs')).default;
  const book = new Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    out[n - 1] = values.map((v) => cellText(v as CellValue).trim());
  });
  for (let i = 0; i < out.length; i += 1) out[i] ??= [];
  return out;
}

/**
 * Reads the first sheet of an XLSX or a CSV: the first non-empty row is the header; empty rows are
 * skipped (their line numbers still count). Throws on anything that is neither.
 */
export async function readTable(data: Buffer): Promise<ReadTable> {
  const kind = await sniffTable(data);
  if (!kind) throw new Error('not a CSV or XLSX file');
  const grid = kind === 'xlsx' ? await readXlsx(data) : parseCsv(decodeText(data));
  const isEmpty = (r: string[]) => r.every((c) => c === '');
  const headerIdx = grid.findIndex((r) => !isEmpty(r));
  if (headerIdx < 0) return { headers: [], rows: [] };
  const rows: ReadTable['rows'] = [];
  for (let i = headerIdx + 1; i < grid.length; i += 1) if (!isEmpty(grid[i])) rows.push({ line: i + 1, cells: grid[i] });
  return { headers: grid[headerIdx], rows };
}
