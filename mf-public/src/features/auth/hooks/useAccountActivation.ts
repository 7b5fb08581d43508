import { useState } from 'react';
import { errorMessage } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { confirmRegistration } from '../api/confirmRegistration';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';
import { useOneTimeParam } from './useOneTimeParam';

/** The query parameter of the e-mailed activation link (/aula/login?activar=<token>). */
const ACTIVATION_PARAM = 'activar';

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
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const token = useOneTimeParam(ACTIVATION_PARAM, (value) => {
    confirmRegistration(http, value)
      .then((res) => completeSignIn(http, res))
      .then(onSignedIn)
      .catch((err: unknown) => setError(errorMessage(err, 'No se pudo activar la cuenta')))
      .finally(() => setDone(true));
  });
  return { activating: !!token && !done, error };
}
