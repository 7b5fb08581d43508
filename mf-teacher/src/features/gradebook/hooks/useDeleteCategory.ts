import { deleteCategory } from '../api/gradebookCalls';
import { useGradebookChange } from './useGradebook';

/** Removes a category (its columns stay, outside any category). */
export function useDeleteCategory(courseId: number) {
  return useGradebookChange(courseId, (http, categoryId: number) => deleteCategory(http, courseId, categoryId));
}
