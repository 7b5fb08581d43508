/**
 * Where to go after signing in when the page was opened with ?next= (e.g. the checkout the buyer
 * came from): only a path of this site, never another origin.
 */
export function safeNext(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
