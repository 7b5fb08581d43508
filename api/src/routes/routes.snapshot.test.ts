/**
 * The routes the app registers, checked against `routes.snapshot.txt`: a route that appears or
 * disappears (a moved file no longer registered, a typo in a URL) fails here until the list is updated
 * on purpose. With ROUTES_DUMP=<file> it also writes each route with a hash of everything that shapes it
 * (OpenAPI operation, config, hooks and the roles of its guards), to compare two trees route by route.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { vi } from 'vitest';
import { TestDb } from '../test/testApp';

const mockSeen: { routes: RouteOptions[]; roles: WeakMap<object, string[]> } = { routes: [], roles: new WeakMap() };

// Every route as registered (onRoute on the root reaches every plugin), and the roles each guard checks.
vi.mock('fastify', async () => {
  const actualModule = await vi.importActual<{ default: (options: unknown) => FastifyInstance }>('fastify');
  const actual = actualModule.default;
  const wrapped = (options: unknown) => {
    const app = actual(options) as FastifyInstance;
    app.addHook('onRoute', (route) => {
      mockSeen.routes.push(route);
    });
    const decorate = app.decorate.bind(app);
    (app as { decorate: unknown }).decorate = (name: string, value: unknown, deps?: string[]) => {
      if (name !== 'requireRoles') return decorate(name, value as never, deps);
      const requireRoles = value as (...roles: string[]) => object[];
      return decorate(
        name,
        ((...roles: string[]) => {
          const guards = requireRoles(...roles);
          for (const g of guards) mockSeen.roles.set(g, roles);
          return guards;
        }) as never,
        deps,
      );
    };
    return app;
  };
  Object.assign(wrapped, actual);
  return { ...actualModule, default: wrapped, fastify: wrapped };
});

const SNAPSHOT = path.join(__dirname, 'routes.snapshot.txt');
const HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
] as const;

/** JSON with sorted keys; functions by name (a guard also by the roles it checks). */
function stable(value: unknown): unknown {
  if (typeof value === 'function') {
    const roles = mockSeen.roles.get(value);
    return `fn:${value.name}${roles ? `(${roles.join(',')})` : ''}`;
  }
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    if (value instanceof RegExp) return String(value);
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map(String);
}

describe('registered routes', () => {
  const t = new TestDb('pglite');
  beforeAll(() => t.start(), 180_000);
  afterAll(() => t.stop(), 60_000);

  it('are the ones listed in routes.snapshot.txt', () => {
    const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const lines: string[] = [];
    const detailed: string[] = [];
    for (const route of mockSeen.routes) {
      for (const method of methodsOf(route)) {
        const line = `${method} ${route.url}`;
        lines.push(line);
        const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        const operation = doc.paths?.[openApiPath]?.[method.toLowerCase()] ?? null;
        const shape = {
          operation,
          schemaKeys: Object.keys(route.schema ?? {}).sort(),
          config: route.config ?? null,
          hooks: Object.fromEntries(HOOKS.map((h) => [h, [route[h] ?? []].flat()])),
          bodyLimit: route.bodyLimit ?? null,
          logLevel: route.logLevel ?? null,
          errorHandler: route.errorHandler ?? null,
        };
        const hash = createHash('sha1')
          .update(JSON.stringify(stable(shape)))
          .digest('hex')
          .slice(0, 12);
        detailed.push(`${line} ${hash}`);
      }
    }
    lines.sort();
    detailed.sort();
    if (process.env.ROUTES_DUMP) writeFileSync(process.env.ROUTES_DUMP, `${detailed.join('\n')}\n`);
    if (process.env.ROUTES_UPDATE === '1') writeFileSync(SNAPSHOT, `${lines.join('\n')}\n`);
    expect(lines).toEqual(readFileSync(SNAPSHOT, 'utf8').trim().split('\n'));
  });
});
