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
