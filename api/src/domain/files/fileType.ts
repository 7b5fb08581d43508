import { fileTypeFromBuffer } from 'file-type';

/**
 * Upload checks by content (magic bytes and structure), not only by name.
 * Resource types of seed 001 section 3 that carry a file.
 */
export const FILE_RESOURCE_TYPES = ['pdf', 'ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'zip'] as const;
export type FileResourceType = (typeof FILE_RESOURCE_TYPES)[number];

/** What the admin materials screen may upload (seed 001 section 5). */
export const ADMIN_UPLOAD_TYPES: readonly FileResourceType[] = ['pdf', 'ppt', 'pptx'];

const MIME_TYPES: Record<FileResourceType, string> = {
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
};

const LABELS: Record<FileResourceType, string> = {
  pdf: 'PDF',
  ppt: 'PowerPoint (PPT)',
  pptx: 'PowerPoint (PPTX)',
  doc: 'Word (DOC)',
  docx: 'Word (DOCX)',
  xls: 'Excel (XLS)',
  xlsx: 'Excel (XLSX)',
  csv: 'CSV',
  txt: 'texto (TXT)',
  zip: 'ZIP',
};

/** Stream names (UTF-16LE in the compound-file directory) that identify each legacy format. */
const OLE_STREAMS: Record<'ppt' | 'doc' | 'xls', string[]> = {
  ppt: ['PowerPoint Document'],
  doc: ['WordDocument'],
  xls: ['Workbook', 'Book'],
};

/**
 * file-type's names of the Office Open XML family (macro-enabled files, templates, shows) mapped to
 * the document kind they are, as Word, PowerPoint and Excel open them.
 */
const OOXML_KINDS: Record<string, 'pptx' | 'docx' | 'xlsx'> = {
  docx: 'docx',
  docm: 'docx',
  dotx: 'docx',
  dotm: 'docx',
  pptx: 'pptx',
  pptm: 'pptx',
  potx: 'pptx',
  potm: 'pptx',
  ppsx: 'pptx',
  ppsm: 'pptx',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  xltx: 'xlsx',
  xltm: 'xlsx',
};

function isFileResourceType(value: string): value is FileResourceType {
  return (FILE_RESOURCE_TYPES as readonly string[]).includes(value);
}

export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** file-type finds a PDF header at offset 0 only; readers accept it within the first 1024 bytes (ISO 32000-1, 7.5.2). */
function hasLatePdfHeader(buf: Buffer): boolean {
  return buf.subarray(0, 1024).includes('%PDF-', 0, 'latin1');
}

/** Which legacy Office document a compound file (OLE) holds, by the streams of its directory. */
function oleKind(buf: Buffer): 'ppt' | 'doc' | 'xls' | 'ole' {
  for (const kind of ['ppt', 'doc', 'xls'] as const) {
    if (OLE_STREAMS[kind].some((s) => buf.includes(Buffer.from(s, 'utf16le')))) return kind;
  }
  return 'ole';
}

function isUtf8Text(buf: Buffer): boolean {
  if (buf.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return false;
  }
  // Control characters (Unicode category Cc) other than tab, line feed, form feed and carriage
  // return mean binary data.
  return !/[^\P{Cc}\t\n\f\r]/u.test(text);
}

export type SniffedType = FileResourceType | 'ole' | 'text' | null;

/**
 * The file type the content proves, or null when it is none of the known ones. file-type reads the
 * signature and, for ZIP containers, the entries ([Content_Types].xml tells Word, PowerPoint and
 * Excel documents apart); a compound file (OLE) is told apart by its streams; text is valid UTF-8
 * without control characters.
 */
export async function sniffFileType(buf: Buffer): Promise<SniffedType> {
  const found = await fileTypeFromBuffer(buf);
  if (found) {
    if (found.ext === 'cfb') return oleKind(buf);
    if (found.ext === 'pdf') return 'pdf';
    const ooxml = OOXML_KINDS[found.ext];
    if (ooxml) return ooxml;
    // Every other format in a ZIP container (epub, odt, jar...) is still a zip archive.
    if (found.ext === 'zip' || buf.subarray(0, 2).toString('latin1') === 'PK') return 'zip';
    return null;
  }
  if (hasLatePdfHeader(buf)) return 'pdf';
  if (isUtf8Text(buf)) return 'text';
  return null;
}

function contentMatches(type: FileResourceType, sniffed: SniffedType): boolean {
  switch (type) {
    case 'csv':
    case 'txt':
      return sniffed === 'text';
    case 'zip':
      // An OOXML document is a zip too; accept it as a zip archive.
      return sniffed === 'zip' || sniffed === 'pptx' || sniffed === 'docx' || sniffed === 'xlsx';
    default:
      return sniffed === type;
  }
}

export type FileCheck =
  { ok: true; type: FileResourceType; mime: string; extension: string } | { ok: false; status: 413 | 415; error: string };

function typesLabel(types: readonly FileResourceType[]): string {
  return types.map((t) => t.toUpperCase()).join(', ');
}

function tooLargeMessage(maxBytes: number): string {
  return `El archivo supera el tamaño máximo permitido (${formatSize(maxBytes)}).`;
}

function notAllowedMessage(allowed: readonly FileResourceType[]): string {
  return `Tipo de archivo no permitido. Formatos aceptados: ${typesLabel(allowed)}.`;
}

/**
 * Checks an uploaded file: its size, that its extension is one of the allowed types and that
 * its content really is that type. A file without extension is typed by its content alone
 * (plain text becomes txt).
 */
export async function checkUpload(
  buf: Buffer,
  fileName: string,
  allowed: readonly FileResourceType[],
  maxBytes: number,
): Promise<FileCheck> {
  if (buf.length > maxBytes) return { ok: false, status: 413, error: tooLargeMessage(maxBytes) };
  if (buf.length === 0) return { ok: false, status: 415, error: 'El archivo está vacío.' };
  const ext = extensionOf(fileName);
  const sniffed = await sniffFileType(buf);
  let type: FileResourceType;
  if (ext) {
    if (!isFileResourceType(ext) || !allowed.includes(ext)) {
      return { ok: false, status: 415, error: notAllowedMessage(allowed) };
    }
    if (!contentMatches(ext, sniffed)) {
      return {
        ok: false,
        status: 415,
        error: `El contenido del archivo no corresponde a un archivo ${LABELS[ext]} válido.`,
      };
    }
    type = ext;
  } else {
    const guess: FileResourceType | null = sniffed === 'text' ? 'txt' : sniffed === 'ole' || sniffed === null ? null : sniffed;
    if (!guess || !allowed.includes(guess)) {
      return { ok: false, status: 415, error: notAllowedMessage(allowed) };
    }
    type = guess;
  }
  return { ok: true, type, mime: MIME_TYPES[type], extension: type };
}

/** Human-readable size: 512 B, 12.3 KB, 4.5 MB (decimal point, es-PE). */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = value >= 100 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${text} ${units[unit]}`;
}
