/**
 * Previews of an unreleased version: a signed link sets a short-lived cookie that makes this
 * browser's remotes manifest point one remote at that version; every other browser keeps the live one.
 */
export const PREVIEW_COOKIE = 'inpro_preview';

/** GET with ?token=… opens a preview (sets the cookie); DELETE leaves it. */
export const PREVIEW_URL = '/api/preview';

/** How long a preview link, and the preview it opens, lasts. */
export const PREVIEW_TTL_MS = 60 * 60_000;

export const PREVIEW_LINK_EXPIRED = 'El enlace de vista previa venció. Pida uno nuevo.';
export const PREVIEW_LINK_INVALID = 'El enlace de vista previa no es válido.';
export const PREVIEW_VERSION_MISSING = 'La versión de la vista previa ya no está publicada.';

/** The banner the shell shows while this browser previews a version. */
export function previewBannerText(remote: string, version: string): string {
  return `Vista previa: ${remote} ${version}`;
}
