import type { HttpClient, Resource } from '@inpro/shared-contracts';

export interface NewResource {
  /** pdf, iframe, link, exam, … (the teacher adder offers PDF / Video / Enlace / Examen); '' lets the server type a file by its content. */
  type: string;
  title: string;
  url?: string;
  file?: File | null;
}

/**
 * POST /materials/units/{unitId}/resources. With a file: multipart (file, name, type) and the
 * upload progress (0–100) reported to `onProgress`; the file wins over a URL. Without a file:
 * JSON {name, type, url}; an exam sends no URL.
 */
export async function createResource(
  http: HttpClient,
  unitId: number,
  input: NewResource,
  onProgress?: (percent: number) => void,
): Promise<Resource> {
  const url = `/materials/units/${unitId}/resources`;
  const name = input.title.trim();
  if (input.file) {
    const form = new FormData();
    form.append('name', name);
    form.append('type', input.type);
    form.append('file', input.file, input.file.name);
    const res = await http.post<Resource>(url, form, {
      onUploadProgress: ({ loaded, total }) => {
        const size = total || input.file?.size || 0;
        if (onProgress && size > 0) onProgress(Math.min(100, Math.round((loaded / size) * 100)));
      },
    });
    return res.data;
  }
  const body = input.type === 'exam' ? { name, type: 'exam' } : { name, type: input.type, url: (input.url ?? '').trim() };
  return (await http.post<Resource>(url, body)).data;
}
