import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SSO_ERROR_MESSAGES, SSO_OK, SSO_RESULT_PARAM, ssoErrorMessage } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { refreshSession } from '../api/refreshSession';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';

export interface SsoReturn {
  /** The session is being read after the provider sent the person back. */
  completing: boolean;
  /** Why the provider's sign-in did not work, in Spanish. */
  error: string | null;
}

/**
 * /aula/login?sso=…: back from Google or Microsoft. `ok` means the API started a session in the
 * refresh cookie: it is traded once for the access token and the person enters as with the form;
 * any other value is an error code shown in Spanish. The parameter is removed either way.
 */
export function useSsoReturn(onSignedIn: (signedIn: SignedIn) => void): SsoReturn {
  const http = useHttp();
  const [params, setParams] = useSearchParams();
  const outcome = params.get(SSO_RESULT_PARAM);
  const [completing, setCompleting] = useState(outcome === SSO_OK);
  const [error, setError] = useState<string | null>(() => ssoErrorMessage(outcome));
  const handled = useRef(false);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    if (!outcome || handled.current) return;
    // A refresh cookie is single-use: never trade it twice (StrictMode, re-renders).
    handled.current = true;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(SSO_RESULT_PARAM);
        return next;
      },
      { replace: true },
    );
    if (outcome !== SSO_OK) return;
    refreshSession(http)
      .then((res) => completeSignIn(http, res))
      .then((result) => signedIn.current(result))
      .catch(() => setError(SSO_ERROR_MESSAGES.failed))
      .finally(() => setCompleting(false));
  }, [outcome, http, setParams]);

  return { completing, error };
}
