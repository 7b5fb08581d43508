import type { HttpClient } from '@inpro/shared-contracts';

/** POST /admin/media/images?kind=course: the image checked by content and resized; answers its address. */
export async function uploadCourseImage(http: HttpClient, file: File, onProgress?: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await http.post<{ url: string }>('/admin/media/images', form, {
    params: { kind: 'course' },
    onUploadProgress: (p) => onProgress?.(p.total ? Math.round((p.loaded / p.total) * 100) : 0),
  });
  return res.data.url;
}
