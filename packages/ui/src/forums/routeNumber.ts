/** A positive id from a route parameter, or null. */
export function routeNumber(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2147483647 ? n : null;
}
