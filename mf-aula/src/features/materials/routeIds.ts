import { isValidId } from '@inpro/shared-contracts';

/** A route parameter as an id: a positive integer, else null. */
export function routeId(value: string | undefined): number | null {
  return value !== undefined && isValidId(value) ? Number(value) : null;
}
