import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { uploadCourseImage } from '../api/uploadCourseImage';

/** Uploads a course image (checked and resized by the server); answers its URL. */
export function useUploadCourseImage() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => uploadCourseImage(http, file, onProgress),
  });
}
