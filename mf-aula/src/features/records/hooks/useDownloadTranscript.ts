import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { downloadTranscript } from '../api/downloadTranscript';

/** Saves the student's academic record (PDF). */
export function useDownloadTranscript() {
  const http = useHttp();
  return useMutation({ mutationFn: () => downloadTranscript(http) });
}
