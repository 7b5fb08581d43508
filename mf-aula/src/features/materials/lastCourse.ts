/** localStorage key of the last course whose materials the student opened. */
export const LAST_COURSE_KEY = 'inpro.aula.lastCourseId';

function validId(value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? String(n) : null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Subscribes to changes of the remembered course (this tab and, through 'storage', others). */
export function subscribeLastCourse(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LAST_COURSE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers a course id (ignored unless it is a positive integer). */
export function rememberLastCourseId(id: unknown): void {
  const valid = validId(id);
  if (!valid || valid === readLastCourseId()) return;
  try {
    localStorage.setItem(LAST_COURSE_KEY, valid);
  } catch {
    // Storage may be full or disabled: the link then falls back to the course list.
  }
  notify();
}

export function readLastCourseId(): string | null {
  try {
    return validId(localStorage.getItem(LAST_COURSE_KEY));
  } catch {
    return null;
  }
}

export function forgetLastCourseId(): void {
  try {
    localStorage.removeItem(LAST_COURSE_KEY);
  } catch {
    // Nothing to forget.
  }
  notify();
}

/** Target of the sidebar entry 'Materiales': the remembered course, else the course list. */
export function materialsLink(id: string | null = readLastCourseId()): string {
  return id ? `/aula/materiales/${id}` : '/aula/miscursos';
}
