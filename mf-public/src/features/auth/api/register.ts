import type { HttpClient, HttpResponse } from '@inpro/shared-contracts';

export interface RegisterRequest {
  fullName: string;
  /** The given names and surnames as the form asked for them (stored as entered). */
  firstName?: string;
  lastName?: string;
  email: string;
  password: string;
  phone: string | null;
  /** Consent to the terms and the privacy policy (required: the server records it). */
  acceptTerms: true;
}

/** POST /auth/register. The whole response is returned: the token may come in a header. */
export function register(http: HttpClient, body: RegisterRequest): Promise<HttpResponse<unknown>> {
  return http.post<unknown>('/auth/register', body, { skipAuthRedirect: true });
}
