import type { GradebookColumn } from '@inpro/shared-contracts';
import { placeColumn } from '../api/gradebookCalls';
import { useGradebookChange } from './useGradebook';

/** Places an evaluation or a manual column in a category (null: none). */
export function usePlaceColumn(courseId: number) {
  return useGradebookChange(courseId, (http, v: { column: GradebookColumn; categoryId: number | null }) =>
    placeColumn(http, courseId, v.column, v.categoryId),
  );
}
