import { loadError } from '@inpro/ui';
import type { HttpClient } from '@inpro/shared-contracts';

/** The file name of a `content-disposition` header (the UTF-8 one when present). */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** Hands a file to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The Spanish message of a failed download (its error body arrives as a Blob). */
export async function downloadError(err: unknown, fallback: string): Promise<string> {
  const data = (err as { response?: { data?: unknown } } | null)?.response?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      const body = JSON.parse(await blobText(data)) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // not JSON: the fallback
    }
    return fallback;
  }
  return loadError(err, fallback);
}

/** GETs an API file (with the session's token) and saves it; answers the file name. */
export async function downloadFile(http: HttpClient, path: string, params: Record<string, unknown>, fallbackName: string): Promise<string> {
  const res = await http.get<Blob>(path, { params, responseType: 'blob' });
  const name = fileNameOf(res.headers['content-disposition'], fallbackName);
  saveBlob(res.data instanceof Blob ? res.data : new Blob([res.data as BlobPart]), name);
  return name;
}
