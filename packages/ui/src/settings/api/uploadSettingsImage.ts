import type { HttpClient } from '@inpro/shared-contracts';

/** POST /admin/media/images?kind=… (multipart `file`): a logo, signature or course image; answers its address. */
export async function uploadSettingsImage(http: HttpClient, kind: 'logo' | 'signature' | 'course', file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<{ url: string }>('/admin/media/images', form, { params: { kind } })).data.url;
}
