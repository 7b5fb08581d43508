import { z } from '../zod';
import { idParams } from './common';
import { COMPLETION_MODES } from './completion';

/** Resource types recognised for display (seed 001 sections 3 and 9). */
const RESOURCE_TYPES = ['pdf', 'ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'zip', 'iframe', 'link', 'exam'] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];
/** Types that hold a file (the rest hold a URL or nothing). */
const FILE_RESOURCE_TYPES = ['pdf', 'ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'zip'] as const;
/** Types a request may send: the display types plus FILE and IFRAME (any case). */
export const RESOURCE_REQUEST_TYPES = [...RESOURCE_TYPES, 'file'] as const;
/** Teacher adder choices: PDF / Video / Enlace / Examen (a video is an IFRAME resource, as the admin registers it). */
export const TEACHER_RESOURCE_CHOICES = [
  { value: 'pdf', label: 'PDF' },
  { value: 'iframe', label: 'Video' },
  { value: 'link', label: 'Enlace' },
  { value: 'exam', label: 'Examen' },
] as const;
/** Files an exam resource may carry (the exam paper). */
const EXAM_FILE_TYPES = ['pdf', 'doc', 'docx'] as const;
const VIDEO_FILE_REFUSED = 'Un video se añade con su URL (YouTube o Vimeo), no con un archivo.';
const LINK_FILE_REFUSED = 'Un enlace se añade con su URL, no con un archivo.';

export const UNIT_TITLE_REQUIRED = 'Escribe un título para la unidad.';
export const RESOURCE_TITLE_REQUIRED = 'Escribe un título para el recurso.';
const RESOURCE_URL_REQUIRED = 'Indica la URL del recurso.';
const RESOURCE_URL_INVALID = 'URL inválida (usa http:// o https://).';
export const RESOURCE_TYPE_INVALID = 'Tipo de recurso inválido.';
export const UNIT_NOT_FOUND = 'No se encontró la unidad.';
export const RESOURCE_NOT_FOUND = 'No se encontró el recurso.';
export const FILE_NOT_FOUND = 'No se encontró el archivo.';
export const FILE_REQUIRED = 'Selecciona un archivo.';

const KIND_LABELS: Record<string, string> = { pdf: 'PDF', iframe: 'Video', link: 'Enlace', exam: 'Examen' };

/**
 * The file kinds (extensions) an upload declared as `type` may carry: a file type only itself
 * (PDF only .pdf), an exam its paper, a video or a link none (they are URLs); `file` (the admin
 * screen) pdf, ppt and pptx; no type at all every file type (the content decides).
 */
export function uploadKindsFor(type: string | null | undefined): readonly string[] {
  const t = (type ?? '').trim().toLowerCase();
  if (!t) return FILE_RESOURCE_TYPES;
  if (t === 'file') return ['pdf', 'ppt', 'pptx'];
  if (t === 'exam') return EXAM_FILE_TYPES;
  if ((FILE_RESOURCE_TYPES as readonly string[]).includes(t)) return [t];
  return [];
}

/**
 * Why a file named `fileName` cannot be sent as a resource of type `type`, in Spanish, or null.
 * Judged by the extension here; the server also checks the content.
 */
export function fileKindProblem(type: string | null | undefined, fileName: string): string | null {
  const t = (type ?? '').trim().toLowerCase();
  const kinds = uploadKindsFor(t);
  if (t === 'iframe') return VIDEO_FILE_REFUSED;
  if (t === 'link') return LINK_FILE_REFUSED;
  if (!kinds.length) return RESOURCE_TYPE_INVALID;
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (!ext || kinds.includes(ext) || !t || t === 'file') return null;
  const label = KIND_LABELS[t] ?? t.toUpperCase();
  return `El tipo ${label} solo acepta archivos ${kinds.map((k) => k.toUpperCase()).join(', ')}.`;
}

/** Path parameters of the materials calls: '{courseId|unitId|resourceId} inválido'. */
export const courseIdParamsSchema = idParams('courseId');
export const unitIdParamsSchema = idParams('unitId');
export const resourceIdParamsSchema = idParams('resourceId');

/** True for a positive finite integer id (client-side check before a materials call). */
export function isValidId(v: unknown): boolean {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
}

/** The origins of the video players normalizeVideoUrl produces: the only frames the site allows (CSP frame-src). */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube.com', 'https://player.vimeo.com'] as const;

/**
 * Video URL normalisation (seed 001 section 5): YouTube watch/short/youtu.be links → embed URL;
 * numeric Vimeo links → player URL; anything else unchanged.
 */
export function normalizeVideoUrl(input: string): string {
  const url = String(input ?? '').trim();
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  const host = u.hostname.replace(/^www\.|^m\./, '').toLowerCase();
  const ytId = (id: string | null | undefined) => (id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube.com/embed/${id}` : null);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (u.pathname === '/watch') return ytId(u.searchParams.get('v')) ?? url;
    const m = /^\/(?:shorts|live|embed|v)\/([\w-]+)/.exec(u.pathname);
    if (m) return ytId(m[1]) ?? url;
    return url;
  }
  if (host === 'youtu.be') return ytId(u.pathname.slice(1).split('/')[0]) ?? url;
  if (host === 'vimeo.com') {
    const m = /^\/(?:.*\/)?(\d+)\/?$/.exec(u.pathname);
    if (m) return `https://player.vimeo.com/video/${m[1]}`;
    return url;
  }
  return url;
}

/** Human size label: 512 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** POST /materials/courses/{courseId}/units body. */
export const unitCreateSchema = z.object({
  title: z
    .string({ error: UNIT_TITLE_REQUIRED })
    .trim()
    .min(1, { error: UNIT_TITLE_REQUIRED })
    .max(200, { error: 'Título de la unidad: máximo 200 caracteres.' }),
  description: z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string({ error: 'La descripción debe ser texto.' }).trim().max(2000, { error: 'Descripción: máximo 2000 caracteres.' }),
    )
    .meta({ type: 'string', maxLength: 2000, serverDefault: '' }),
});
export type UnitCreateInput = z.input<typeof unitCreateSchema>;

export const unitSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  lessonsCount: z.number().int(),
  orderIdx: z.number().int(),
  createdAt: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

const resourceTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v === undefined || v === null ? 'link' : v),
  z.enum(RESOURCE_REQUEST_TYPES, { error: RESOURCE_TYPE_INVALID }),
);

const httpUrl = z
  .string({ error: RESOURCE_URL_INVALID })
  .trim()
  .max(2000, { error: 'URL: máximo 2000 caracteres.' })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: RESOURCE_URL_INVALID },
  );

/**
 * POST /materials/units/{unitId}/resources (JSON): name or title, type, url (not for exam).
 * IFRAME URLs are normalised to embed/player URLs.
 */
export const resourceCreateSchema = z
  .object({
    name: z.string({ error: RESOURCE_TITLE_REQUIRED }).optional().nullable(),
    title: z.string({ error: RESOURCE_TITLE_REQUIRED }).optional().nullable(),
    type: resourceTypeSchema,
    url: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), httpUrl.optional()),
  })
  .transform((v, ctx) => {
    const name = (v.name ?? '').trim() || (v.title ?? '').trim();
    if (!name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: RESOURCE_TITLE_REQUIRED });
      return z.NEVER;
    }
    if (name.length > 200) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Título del recurso: máximo 200 caracteres.' });
      return z.NEVER;
    }
    if (v.type === 'exam') return { name, type: 'exam' as const, url: null };
    if (!v.url) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: RESOURCE_URL_REQUIRED });
      return z.NEVER;
    }
    if (v.type === 'iframe') return { name, type: 'iframe' as const, url: normalizeVideoUrl(v.url) };
    return { name, type: (v.type === 'file' ? 'link' : v.type) as ResourceType, url: v.url };
  });

/** «Registrar video» (admin): a URL and an optional title ('Video' when blank), checked as `resourceCreateSchema` checks an IFRAME. */
export const videoResourceFormSchema = z.preprocess((v) => {
  const { title, url } = (v ?? {}) as { title?: unknown; url?: unknown };
  return { type: 'iframe', name: typeof title === 'string' && title.trim() ? title : 'Video', url };
}, resourceCreateSchema);

/** Text fields of the multipart upload: name or title, type (FILE or the chosen type). */
export const resourceUploadFieldsSchema = z.object({
  name: z.string().trim().max(200, { error: 'Título del recurso: máximo 200 caracteres.' }).optional(),
  title: z.string().trim().max(200, { error: 'Título del recurso: máximo 200 caracteres.' }).optional(),
  type: z.string().trim().max(20).optional(),
});

export const resourceSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  title: z.string(),
  name: z.string(),
  type: z.string(),
  mime: z.string().nullable(),
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  sizeLabel: z.string(),
  /** For an exam resource: the evaluation it belongs to (null when none is linked). */
  evaluationId: z.number().int().nullable(),
  /** VIEW: done when the student opens it; MANUAL: the student marks it done. */
  completionMode: z.enum(COMPLETION_MODES).optional(),
  createdAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** GET /files/units/{unitId}/{fileName} */
export const fileParamsSchema = z.object({
  unitId: idParams('unitId').shape.unitId,
  fileName: z
    .string()
    .min(1, { error: FILE_NOT_FOUND })
    .max(200, { error: FILE_NOT_FOUND })
    .regex(/^[\w.-]+$/, { error: FILE_NOT_FOUND }),
});

/** GET /materials/upload-limits: what a materials upload accepts (shown next to the file choosers). */
export const uploadLimitsSchema = z.object({
  maxBytes: z.number().int(),
  /** e.g. "20 MB" */
  maxLabel: z.string(),
  /** Extensions a teacher may upload (every file type of seed 001 section 3). */
  types: z.array(z.string()),
  /** The same as an `accept` attribute: ".pdf,.ppt,…" */
  accept: z.string(),
  /** Extensions the admin materials screen may upload (pdf, ppt, pptx). */
  adminTypes: z.array(z.string()),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;
