import { addCategory } from '../api/gradebookCalls';
import { useGradebookChange } from './useGradebook';

/** Adds a weighted category to the course's gradebook. */
export function useAddCategory(courseId: number) {
  return useGradebookChange(courseId, (http, body: { name: string; weight: string }) => addCategory(http, courseId, body));
}
