import { addItem } from '../api/gradebookCalls';
import { useGradebookChange } from './useGradebook';

/** Adds a manual column (a grade not tied to an evaluation). */
export function useAddItem(courseId: number) {
  return useGradebookChange(courseId, (http, body: { title: string; categoryId: number | null }) => addItem(http, courseId, body));
}
