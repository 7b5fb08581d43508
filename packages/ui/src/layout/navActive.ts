/**
 * Whether a sidebar entry is the current page. `end` entries (the area home) match exactly;
 * others match their path and everything below it.
 */
export function isNavActive(pathname: string, target: string, end = false): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const path = clean(pathname);
  const base = clean(target.split(/[?#]/)[0]);
  if (end) return path === base;
  return path === base || path.startsWith(`${base}/`);
}
