import { overrideGrade } from '../api/gradebookCalls';
import { useGradebookChange } from './useGradebook';

/** A student's final grade set by hand with its reason (blank grade: back to the computed one). */
export function useOverrideGrade(courseId: number) {
  return useGradebookChange(courseId, (http, v: { userId: number; grade: string; reason: string }) =>
    overrideGrade(http, courseId, v.userId, { grade: v.grade.trim() === '' ? null : v.grade, reason: v.reason }),
  );
}
