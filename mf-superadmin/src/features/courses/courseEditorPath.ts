/** The administrator's course editor (mf-admin), which the master administrator may open. */
export function courseEditorPath(id: number): string {
  return `/admin/cursos/${id}/edit`;
}
