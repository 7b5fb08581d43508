// Plain text helpers (no zod): screens import them without the schemas.

/** Strips accents and lower-cases (client-side search, role and level matching). */
export function foldText(text: unknown): string {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
