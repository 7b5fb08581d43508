import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { verifyPublicCode } from '../api/verifyPublicCode';

/** The lookup by the code printed on the documents; run on submit or from the QR link. */
export function useVerifyPublicCode() {
  const http = useHttp();
  return useMutation({ mutationFn: (code: string) => verifyPublicCode(http, code) });
}
