import type { Resource } from './schemas/materials';

/**
 * Links and labels of course resources, shared by the student and teacher materials screens.
 * Seed 001 section 5: an absolute http(s) URL is kept; a path with a leading slash gets the API
 * base prepended; anything else the base plus a slash. `apiUrl` is the shell's `http.url`.
 */
export function resourceHref(url: string | null | undefined, apiUrl: (path: string) => string): string | null {
  const u = (url ?? '').trim();
  if (!u) return null;
  if (/^https?:\/\//i.test(u)) return u;
  return apiUrl(u.startsWith('/') ? u : `/${u}`);
}

/** The 'Descargar' link of a stored file: the files path asked as an attachment; null for links. */
export function downloadHref(resource: Pick<Resource, 'url' | 'fileName'>, apiUrl: (path: string) => string): string | null {
  if (!resource.fileName) return null;
  const href = resourceHref(resource.url, apiUrl);
  if (!href) return null;
  return `${href}${href.includes('?') ? '&' : '?'}download=1`;
}

/** Video resources (type iframe) are embedded in a 16:9 frame. */
export function isVideo(resource: Pick<Resource, 'type'>): boolean {
  return resource.type.toLowerCase() === 'iframe';
}

/** An exam resource opens the course's evaluation instead of a file or a link. */
export function isExam(resource: Pick<Resource, 'type'>): boolean {
  return resource.type.toLowerCase() === 'exam';
}

const RESOURCE_TYPE_LABELS: Record<string, string> = {
  pdf: 'PDF',
  ppt: 'PPT',
  pptx: 'PPTX',
  doc: 'DOC',
  docx: 'DOCX',
  xls: 'XLS',
  xlsx: 'XLSX',
  csv: 'CSV',
  txt: 'TXT',
  zip: 'ZIP',
  iframe: 'Video',
  link: 'Enlace',
  exam: 'Examen',
  file: 'Archivo',
};

/** The readable type of a resource (Video, Enlace, Examen, PDF…). */
export function resourceTypeLabel(type: string): string {
  return RESOURCE_TYPE_LABELS[type.toLowerCase()] ?? type.toUpperCase();
}
