import { DEFAULT_SESSION_MODE, SESSION_MODES, foldText, type SessionMode } from '@inpro/shared-contracts';
import type { PublicCourse } from '../../../content/types';

export type ModalityFilter = 'Todas' | SessionMode;
export type PriceSort = 'none' | 'asc' | 'desc';

export const MODALITY_OPTIONS: readonly ModalityFilter[] = ['Todas', ...SESSION_MODES];

export interface DiplomaFilters {
  q: string;
  modality: ModalityFilter;
  sort: PriceSort;
}

export const DEFAULT_FILTERS: DiplomaFilters = { q: '', modality: 'Todas', sort: 'none' };

/** True for the published courses of type Diplomado (accent- and case-insensitive). */
export function isDiploma(course: PublicCourse): boolean {
  return foldText(course.type) === 'diplomado';
}

function sessionMode(mode: string | null | undefined): SessionMode {
  const folded = foldText(mode);
  return SESSION_MODES.find((m) => foldText(m) === folded) ?? DEFAULT_SESSION_MODE;
}

/**
 * The modality of a diploma, derived from its schedule:
 * - every session has the same mode (a session without a mode counts as 'Presencial',
 *   the seed's default session mode) → that mode;
 * - sessions of different modes, or any session marked 'Mixto' → 'Mixto';
 * - no sessions yet → null (shown as 'Por confirmar' and only listed under "Todas").
 */
export function courseModality(course: PublicCourse): SessionMode | null {
  const sessions = course.schedule ?? [];
  if (sessions.length === 0) return null;
  const modes = new Set(sessions.map((s) => sessionMode(s.mode)));
  if (modes.size > 1 || modes.has('Mixto')) return 'Mixto';
  return [...modes][0]!;
}

function priceOf(course: PublicCourse): number {
  const n = Number(course.price);
  return Number.isFinite(n) ? n : 0;
}

/** Text search (title, area, description; accents and case ignored), modality filter and price sort. */
export function applyDiplomaFilters(courses: readonly PublicCourse[], filters: DiplomaFilters): PublicCourse[] {
  const words = foldText(filters.q).split(/\s+/).filter(Boolean);
  const result = courses.filter((course) => {
    if (filters.modality !== 'Todas' && courseModality(course) !== filters.modality) return false;
    if (words.length === 0) return true;
    const haystack = foldText(`${course.title} ${course.area ?? ''} ${course.description ?? ''}`);
    return words.every((w) => haystack.includes(w));
  });
  if (filters.sort === 'asc') result.sort((a, b) => priceOf(a) - priceOf(b));
  if (filters.sort === 'desc') result.sort((a, b) => priceOf(b) - priceOf(a));
  return result;
}
