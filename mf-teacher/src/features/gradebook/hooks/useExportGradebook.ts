import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { exportGradebook } from '../api/exportGradebook';

/** Saves the course's gradebook as CSV or XLSX. */
export function useExportGradebook(courseId: number | null) {
  const http = useHttp();
  return useMutation({ mutationFn: (format: 'csv' | 'xlsx') => exportGradebook(http, courseId as number, format) });
}
