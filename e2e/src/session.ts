import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Inpro2026!';
export const DEMO = {
  superadmin: 'superadmin@inpro.test',
  admin: 'admin@inpro.test',
  docente: 'docente@inpro.test',
  estudiante: 'estudiante@inpro.test',
} as const;
export type DemoRole = keyof typeof DEMO;

export const TOKEN_KEY = 'inpro.token';
export const USER_KEY = 'inpro.user';

export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { token: string; user: Record<string, unknown> };
}

/** Puts a session into localStorage before any page script runs, as the shell stores it. */
export async function useSession(page: Page, token: string, user: Record<string, unknown> | null) {
  await page.addInitScript(
    ([tk, uk, t, u]) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem(tk as string, t as string);
        if (u) localStorage.setItem(uk as string, u as string);
        else localStorage.removeItem(uk as string);
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [TOKEN_KEY, USER_KEY, token, user ? JSON.stringify(user) : null],
  );
}

export async function signInAs(page: Page, request: APIRequestContext, role: DemoRole) {
  const { token, user } = await apiLogin(request, DEMO[role]);
  await useSession(page, token, user);
  return { token, user };
}

/** A JWT-shaped token the server did not sign. */
export function forgedToken(claims: Record<string, unknown>): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.${Buffer.from('not-a-signature').toString('base64url')}`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
