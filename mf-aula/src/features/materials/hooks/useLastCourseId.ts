import { useSyncExternalStore } from 'react';
import { readLastCourseId, subscribeLastCourse } from '../lastCourse';

/** The remembered course id, re-rendering when it changes. */
export function useLastCourseId(): string | null {
  return useSyncExternalStore(subscribeLastCourse, readLastCourseId, () => null);
}
