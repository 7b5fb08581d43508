import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { confirmRegistration } from '../api/confirmRegistration';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';

/** The query parameter of the e-mailed activation link (/aula/login?activar=<token>). */
export const ACTIVATION_PARAM = 'activar';

export interface AccountActivation {
  /** The link is being checked and the account created. */
  activating: boolean;
  /** Why the link did not work, in Spanish. */
  error: string | null;
}

/**
 * /aula/login?activar=…: the link of the registration e-mail. The token is sent once; the new
 * account enters as after any registration, or the page says why the link did not work. The
 * parameter is removed either way.
 */
export function useAccountActivation(onSignedIn: (signedIn: SignedIn) => void): AccountActivation {
  const http = useHttp();
  const [params, setParams] = useSearchParams();
  const token = params.get(ACTIVATION_PARAM);
  const [activating, setActivating] = useState(!!token);
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    if (!token || handled.current) return;
    // A link is single-use: never send it twice (StrictMode, re-renders).
    handled.current = true;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(ACTIVATION_PARAM);
        return next;
      },
      { replace: true },
    );
    confirmRegistration(http, token)
      .then((res) => completeSignIn(http, res))
      .then((result) => signedIn.current(result))
      .catch((err: unknown) => setError(errorMessage(err, 'No se pudo activar la cuenta')))
      .finally(() => setActivating(false));
  }, [token, http, setParams]);

  return { activating, error };
}
