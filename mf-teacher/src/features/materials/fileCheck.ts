import type { UploadLimits } from '@inpro/shared-contracts';

/** The extension of a file name, lower case ('' when none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** "PDF, PPT, PPTX, …" */
export function typesText(types: readonly string[]): string {
  return types.map((t) => t.toUpperCase()).join(', ');
}

/**
 * The Spanish reason a chosen file cannot be sent (the server checks size and content again), or
 * null when it may go. Same wording as the server's answers.
 */
export function fileProblem(file: File, limits: UploadLimits | undefined): string | null {
  if (!limits) return null;
  if (file.size > limits.maxBytes) return `El archivo supera el tamaño máximo permitido (${limits.maxLabel}).`;
  if (file.size === 0) return 'El archivo está vacío.';
  const ext = extensionOf(file.name);
  if (ext && !limits.types.includes(ext)) return `Tipo de archivo no permitido. Formatos aceptados: ${typesText(limits.types)}.`;
  return null;
}

/** The hint under a file chooser: the size limit and the formats. */
export function uploadHint(limits: UploadLimits | undefined): string {
  if (!limits) return 'Opcional.';
  return `Máximo ${limits.maxLabel}. Formatos: ${typesText(limits.types)}.`;
}
