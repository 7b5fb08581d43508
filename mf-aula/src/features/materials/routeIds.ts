import { isValidId } from '@inpro/shared-contracts';

/** Shown when the course id of the route is missing or not a number. */
export const COURSE_ID_INVALID = 'Falta o es inválido el ID del curso en la ruta. Ve al listado y vuelve a entrar.';

/** A route parameter as an id: a positive integer, else null. */
export function routeId(value: string | undefined): number | null {
  return value !== undefined && isValidId(value) ? Number(value) : null;
}
