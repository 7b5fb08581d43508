import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@inpro/ui/router';
import { RemoteTestProviders } from '@inpro/ui/src/testing';
import type { HttpClient, HttpResponse, RemoteCustomProps, SessionApi, SessionSnapshot, SessionUser } from '@inpro/shared-contracts';
import { decodeClaims, primaryRole, rolesFromClaims, usernameFromClaims } from '@inpro/shared-contracts';

export type MockHttp = { [K in 'get' | 'post' | 'put' | 'delete']: jest.Mock } & { url: jest.Mock };

/** A jest-mocked HttpClient; every method rejects unless a test says otherwise. */
export function createMockHttp(): MockHttp {
  const unexpected = (method: string) => jest.fn((url: string) => Promise.reject(new Error(`Unexpected ${method} ${url}`)));
  return {
    get: unexpected('GET'),
    post: unexpected('POST'),
    put: unexpected('PUT'),
    delete: unexpected('DELETE'),
    url: jest.fn((path: string) => `/api${path}`),
  };
}

export function ok<T>(data: T, headers: Record<string, string> = {}): HttpResponse<T> {
  return { data, status: 200, headers };
}

/** An axios-like error with a response, as the shell's client rejects. */
export function httpError(status: number, data: unknown, message = `Request failed with status code ${status}`) {
  return Object.assign(new Error(message), { response: { status, data } });
}

function snapshotOf(token: string | null, user: SessionUser | null): SessionSnapshot {
  const claims = decodeClaims(token);
  const roles = rolesFromClaims(claims);
  return {
    token,
    user,
    username: usernameFromClaims(claims),
    roles,
    role: primaryRole(roles),
    isAuthenticated: Boolean(token && claims),
    keptOffline: false,
  };
}

export type MockSession = SessionApi & { login: jest.Mock; logout: jest.Mock; setUser: jest.Mock };

/** An in-memory SessionApi that behaves like the shell's (subscribe, login, logout). */
export function createMockSession(token: string | null = null, user: SessionUser | null = null): MockSession {
  let snapshot = snapshotOf(token, user);
  const listeners = new Set<(s: SessionSnapshot) => void>();
  const set = (t: string | null, u: SessionUser | null) => {
    snapshot = snapshotOf(t, u);
    listeners.forEach((l) => l(snapshot));
  };
  return {
    getSnapshot: () => snapshot,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    login: jest.fn((t: string, u?: SessionUser | null) => set(t, u ?? null)),
    setUser: jest.fn((u: SessionUser | null) => set(snapshot.token, u)),
    logout: jest.fn(() => set(null, null)),
  };
}

/** A JWT with the given claims (unsigned; the screens only read claims). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.sig`;
}

let lastLocation: { pathname: string; search: string; state: unknown } = { pathname: '', search: '', state: null };

function LocationProbe() {
  const loc = useLocation();
  lastLocation = { pathname: loc.pathname, search: loc.search, state: loc.state };
  return null;
}

/** The router location the rendered screen is at now. */
export function currentLocation() {
  return lastLocation;
}

export interface RenderRemoteOptions {
  /** Route pattern(s) of the element, e.g. '/curso/:courseParam'. */
  path?: string | string[];
  /** Initial URL, or a URL with router state. */
  url?: string | { pathname: string; search?: string; state?: unknown };
  http?: MockHttp;
  session?: MockSession;
  navigate?: jest.Mock;
  /** Other routes to render (e.g. the destination of a navigation). */
  extraRoutes?: Record<string, ReactElement>;
  /** Site configuration given by the shell (contact e-mail and phone…). */
  config?: Partial<RemoteCustomProps['config']>;
  /** Navigations render in a transition, as under the site's own router (App.tsx: v7_startTransition). */
  transitions?: boolean;
}

/** Renders a screen of this remote inside the shell's props and a memory router. */
export function renderRemote(element: ReactElement, options: RenderRemoteOptions = {}) {
  const http = options.http ?? createMockHttp();
  const session = options.session ?? createMockSession();
  const navigate = options.navigate ?? jest.fn();
  const props: RemoteCustomProps = {
    http: http as unknown as HttpClient,
    session,
    navigate,
    config: { apiBase: '/api', contactEmail: 'informes@inpro.test', contactPhone: '+51 1 000 0000', ...options.config },
  };
  const paths = Array.isArray(options.path) ? options.path : [options.path ?? '/'];
  const url = options.url ?? paths[0];
  const utils = render(
    <RemoteTestProviders props={props}>
      <MemoryRouter initialEntries={[url]} future={options.transitions ? { v7_startTransition: true } : undefined}>
        <LocationProbe />
        <Routes>
          {paths.map((p) => (
            <Route key={p} path={p} element={element} />
          ))}
          {Object.entries(options.extraRoutes ?? {}).map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
        </Routes>
      </MemoryRouter>
    </RemoteTestProviders>,
  );
  return { ...utils, http, session, navigate };
}

/** The screen's own live status messages (role="status"), leaving out the toast region of the providers. */
export function screenStatuses(): HTMLElement[] {
  return screen.queryAllByRole('status').filter((el) => el.dataset.testid !== 'toasts');
}

/** The one status message of the screen (fails when there is none or several). */
export function screenStatus(): HTMLElement {
  const found = screenStatuses();
  if (found.length !== 1) throw new Error(`Expected one status message of the screen, found ${found.length}`);
  return found[0];
}

export { apiCourse } from './apiCourse';
