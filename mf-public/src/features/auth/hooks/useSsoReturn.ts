import { useState } from 'react';
import { SSO_ERROR_MESSAGES, SSO_OK, SSO_RESULT_PARAM, ssoErrorMessage } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { refreshSession } from '../api/refreshSession';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';
import { useOneTimeParam } from './useOneTimeParam';

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
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  // A refresh cookie is single-use: the answer is acted on once.
  const outcome = useOneTimeParam(SSO_RESULT_PARAM, (value) => {
    if (value !== SSO_OK) return;
    refreshSession(http)
      .then((res) => completeSignIn(http, res))
      .then(onSignedIn)
      .catch(() => setFailed(true))
      .finally(() => setDone(true));
  });
  return { completing: outcome === SSO_OK && !done, error: failed ? SSO_ERROR_MESSAGES.failed : ssoErrorMessage(outcome) };
}
