import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { previewVersion } from '../api/previewVersion';

/** Asks for a signed preview link of a stored version (opening it sets this browser's preview cookie). */
export function usePreview() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ remote, version }: { remote: string; version: string }) => previewVersion(http, remote, version),
  });
}
