import { useCallback, useRef, useState } from 'react';
import { CERTIFICATE_NOT_FOUND, errorMessage } from '@inpro/shared-contracts';
import type { CertificateLookup } from '../model/certificateLookup';

export type LookupState =
  { status: 'idle' } | { status: 'searching' } | { status: 'found'; lookup: CertificateLookup } | { status: 'error'; message: string };

/** Idle → searching → found or error; 404 is 'No se encontró ningún certificado con esos datos.' */
export function useCertificateLookup() {
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const current = useRef(0);

  const run = useCallback(async (lookup: () => Promise<CertificateLookup>) => {
    const id = ++current.current;
    setState({ status: 'searching' });
    try {
      const found = await lookup();
      if (id === current.current) setState({ status: 'found', lookup: found });
    } catch (err) {
      if (id !== current.current) return;
      const status = (err as { response?: { status?: number } })?.response?.status;
      setState({
        status: 'error',
        message: status === 404 ? CERTIFICATE_NOT_FOUND : errorMessage(err, 'No se pudo verificar el certificado.'),
      });
    }
  }, []);

  /** Back to idle: no result and no message (a lookup still running is ignored). */
  const clear = useCallback(() => {
    current.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, run, clear };
}
