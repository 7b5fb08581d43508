import type { ReactElement } from 'react';
import type { HttpClient, RemoteCustomProps } from '@inpro/shared-contracts';
import { createMockHttp, ok as okResponse, renderRemote, type MockHttp } from './remoteHarness';

/**
 * Test-only shorthands of the content pages' tests, on top of the one harness (remoteHarness.tsx,
 * itself inside the shared RemoteTestProviders of @inpro/ui).
 */

/** An HttpClient whose methods are jest mocks (each rejects unless given). */
export function mockHttp(overrides: Partial<Record<'get' | 'post' | 'put' | 'delete', jest.Mock>> = {}): MockHttp & HttpClient {
  return Object.assign(createMockHttp(), overrides) as MockHttp & HttpClient;
}

/** Renders a screen at `route` the way the shell mounts it (anonymous session). */
export function renderWithRemote(
  ui: ReactElement,
  { http = mockHttp(), route = '/', config }: { http?: HttpClient; route?: string; config?: Partial<RemoteCustomProps['config']> } = {},
) {
  return renderRemote(ui, { http: http as unknown as MockHttp, path: '*', url: route, config });
}

/** A resolved HttpResponse. */
export function ok<T>(data: T) {
  return Promise.resolve(okResponse(data));
}

/**
 * A GET mock that answers /courses/filter like the API (published courses filtered by `type`,
 * paged by page/size) from a list of courses.
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
