import type { HttpClient } from '@inpro/shared-contracts';
import { downloadFile } from '@inpro/ui/files';

/** GET /teacher/courses/{id}/gradebook/export?format=: the gradebook as calificaciones.csv or .xlsx. */
export function exportGradebook(http: HttpClient, courseId: number, format: 'csv' | 'xlsx'): Promise<string> {
  return downloadFile(http, `/teacher/courses/${courseId}/gradebook/export`, { format }, `calificaciones.${format}`);
}
