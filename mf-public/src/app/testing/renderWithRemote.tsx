import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { RemotePropsProvider } from '@inpro/ui';
import { createTestQueryClient } from '@inpro/ui/src/testing';
import type { HttpClient, RemoteCustomProps, SessionSnapshot } from '@inpro/shared-contracts';

/** Test-only: an HttpClient whose methods are jest mocks. */
export function mockHttp(overrides: Partial<Record<'get' | 'post' | 'put' | 'delete', jest.Mock>> = {}) {
  const http = {
    get: overrides.get ?? jest.fn(() => Promise.reject(new Error('unexpected GET'))),
    post: overrides.post ?? jest.fn(() => Promise.reject(new Error('unexpected POST'))),
    put: overrides.put ?? jest.fn(() => Promise.reject(new Error('unexpected PUT'))),
    delete: overrides.delete ?? jest.fn(() => Promise.reject(new Error('unexpected DELETE'))),
    url: (path: string) => `/api${path}`,
  };
  return http as typeof http & HttpClient;
}

const anonymous: SessionSnapshot = {
  token: null,
  user: null,
  username: null,
  roles: ['ESTUDIANTE'],
  role: 'ESTUDIANTE',
  isAuthenticated: false,
};

/** Test-only: renders a screen the way the shell mounts it (remote props + router). */
export function renderWithRemote(
  ui: ReactElement,
  { http = mockHttp(), route = '/', config }: { http?: HttpClient; route?: string; config?: Partial<RemoteCustomProps['config']> } = {},
) {
  const props: RemoteCustomProps = {
    session: { getSnapshot: () => anonymous, subscribe: () => () => undefined, login: jest.fn(), setUser: jest.fn(), logout: jest.fn() },
    http,
    config: { apiBase: '/api', contactEmail: 'informes@inpro.edu.pe', contactPhone: '+51 1 555 0100', ...config },
    navigate: jest.fn(),
  };
  return render(
    <RemotePropsProvider value={props}>
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </RemotePropsProvider>,
  );
}

/** Test-only: a resolved HttpResponse. */
export function ok<T>(data: T) {
  return Promise.resolve({ data, status: 200, headers: {} });
}

/**
 * Test-only: a GET mock that answers /courses/filter like the API (published courses filtered by
 * `type`, paged by page/size) from a list of courses.
 */
export function filterEndpoint(courses: Array<{ type?: string | null }>) {
  return jest.fn((url: string, config?: { params?: Record<string, unknown> }) => {
    if (url !== '/courses/filter') return Promise.reject(new Error(`unexpected GET ${url}`));
    const { type, page = 0, size = 12 } = (config?.params ?? {}) as { type?: string; page?: number; size?: number };
    const matching = courses.filter((c) => !type || c.type === type);
    const content = matching.slice(page * size, page * size + size);
    return ok({ content, page, size, totalElements: matching.length, totalPages: Math.ceil(matching.length / size) });
  });
}
