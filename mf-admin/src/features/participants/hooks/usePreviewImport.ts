import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { previewImport } from '../api/previewImport';

/** Reads an import file on the server: each row with its errors, nothing created yet. */
export function usePreviewImport() {
  const http = useHttp();
  return useMutation({ mutationFn: (file: File) => previewImport(http, file) });
}
