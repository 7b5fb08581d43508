/** The multipart body of both import calls: the CSV/XLSX file as `file`. */
export function importForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
