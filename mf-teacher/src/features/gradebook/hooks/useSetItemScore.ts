import { setItemScore } from '../api/gradebookCalls';
import { useGradebookChange } from './useGradebook';

/** A student's score in a manual column (blank: no score). */
export function useSetItemScore(courseId: number, itemId: number, userId: number) {
  return useGradebookChange(courseId, (http, score: string) => setItemScore(http, courseId, itemId, userId, score));
}
