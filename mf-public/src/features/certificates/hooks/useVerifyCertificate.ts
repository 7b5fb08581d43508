import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { verifyCertificate } from '../api/verifyCertificate';

/** The lookup by student code + DNI; run on submit, its state kept by useCertificateLookup. */
export function useVerifyCertificate() {
  const http = useHttp();
  return useMutation({ mutationFn: ({ code, dni }: { code: string; dni: string }) => verifyCertificate(http, code, dni) });
}
