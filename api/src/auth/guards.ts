import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { FORBIDDEN, LOGIN_REQUIRED, SESSION_EXPIRED, errorBodySchema, normalizeRole, type Role } from '@inpro/shared-contracts';
import type { Db } from '../db';
import { refreshTokens, users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { refuseDeployKeyOutsideItsRoutes } from '../domain/releases/deployKeys';
import { SessionCache, type SessionRow } from './sessionCache';

/** The signed-in user as loaded by `authenticate` (from the database, or this process's copy of at most AUTH_CACHE_MS). */
export interface CurrentUser {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  mustChangePassword: boolean;
  /**
   * When the account's sessions last ended (password change or reset, deactivation), in ms (0:
   * never). Signed file links are made with it, so that moment ends them too (files/signedUrl.ts).
   */
  linksEpoch?: number;
}

/** Claims of the access token. */
export interface AccessPayload {
  sub: string;
  username: string;
  email: string;
  roles: string[];
  /** Issued at (seconds), set by the signer. */
  iat?: number;
  /** Issued at in milliseconds (compared with users.tokens_valid_after). */
  iatMs?: number;
  /** The session (sign-in) the token belongs to: refused once that session is logged out. */
  sid?: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessPayload;
    user: CurrentUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid, unexpired bearer token of an active user, else 401. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: like `authenticate` but anonymous callers (or bad tokens) pass with no `req.user`. */
    optionalAuth: preHandlerAsyncHookHandler;
    /** preHandlers: `authenticate` + the role check (403). SUPER_ADMIN/SUPERADMIN pass wherever ADMIN does. */
    requireRoles(...roles: Role[]): preHandlerAsyncHookHandler[];
  }
  interface FastifyContextConfig {
    /** The route stays usable while the user must change a reset password (me, change-password, logout). */
    allowPendingPasswordChange?: boolean;
  }
}

export const INVALID_SESSION = 'Sesión inválida. Inicia sesión de nuevo.';
export const PASSWORD_CHANGE_REQUIRED = 'Debes cambiar tu contraseña antes de continuar.';

export function isAdminLike(role: Role): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN' || role === 'SUPERADMIN';
}

export function isSuperAdminRole(role: Role): boolean {
  return role === 'SUPER_ADMIN' || role === 'SUPERADMIN';
}

/** Role rule: the user's role is listed; SUPER_ADMIN/SUPERADMIN also pass where ADMIN is listed. */
function roleAllowed(role: Role, allowed: readonly Role[]): boolean {
  if (allowed.includes(role)) return true;
  if (isSuperAdminRole(role)) {
    return allowed.some((r) => r === 'ADMIN' || r === 'SUPER_ADMIN' || r === 'SUPERADMIN');
  }
  return false;
}

/** What the guards read of a user to tell whether a credential (a token, a signed file link) still holds. */
export const credentialUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
  tokensValidAfter: users.tokensValidAfter,
};

/** The user of a token and whether its session is open, as one prepared statement per database (two: with and without a session id). */
function sessionQueries(db: Db) {
  const columns = credentialUserColumns;
  const sessionOpen = sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.sessionId} = ${sql.placeholder('sid')} and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`;
  return {
    withSession: db
      .select({ ...columns, sessionOpen })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_session'),
    withoutSession: db
      .select({ ...columns, sessionOpen: sql<boolean>`true` })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user'),
  };
}

interface SessionLookup {
  queries: ReturnType<typeof sessionQueries>;
  cache: SessionCache;
}

/** One lookup (prepared statements and recent answers) per database. */
const lookups = new WeakMap<Db, SessionLookup>();

function lookupOf(req: FastifyRequest): SessionLookup {
  const db = req.server.db;
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = { queries: sessionQueries(db), cache: new SessionCache(req.server.config.authCacheMs) };
    lookups.set(db, lookup);
  }
  return lookup;
}

/** The user of the token and whether its session is open: recent answers reused (sessionCache.ts), else one query. */
async function readSession(req: FastifyRequest, id: number, sid: string | null): Promise<SessionRow | undefined> {
  const { queries, cache } = lookupOf(req);
  const cached = cache.get(id, sid);
  if (cached) return cached;
  const sentAt = Date.now();
  const [row] = sid ? await queries.withSession.execute({ id, sid }) : await queries.withoutSession.execute({ id });
  if (row) cache.set(id, sid, row, sentAt);
  return row;
}

async function loadUser(req: FastifyRequest): Promise<CurrentUser> {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer\s+\S+/i.test(header)) throw unauthorized(LOGIN_REQUIRED);
  let payload: AccessPayload;
  try {
    payload = await req.jwtVerify<AccessPayload>();
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw unauthorized(code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? SESSION_EXPIRED : INVALID_SESSION);
  }
  const id = Number(payload?.sub);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) throw unauthorized(INVALID_SESSION);
  const sid = typeof payload.sid === 'string' ? payload.sid : null;
  // The user and, for a token of a session, whether that session is still open: one query, or none
  // when this process read the same a moment ago (at most AUTH_CACHE_MS, see sessionCache.ts).
  const row = await readSession(req, id, sid);
  if (!row || !row.active) throw unauthorized(INVALID_SESSION);
  // A token from before a password change/reset or a deactivation no longer opens a session.
  const issuedMs = typeof payload.iatMs === 'number' ? payload.iatMs : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
  if (row.tokensValidAfter && issuedMs < row.tokensValidAfter.getTime()) {
    throw unauthorized(SESSION_EXPIRED);
  }
  // A logged-out session (all its refresh tokens revoked or expired) ends its access tokens too.
  if (!row.sessionOpen) throw unauthorized(SESSION_EXPIRED);
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: normalizeRole(row.role),
    mustChangePassword: row.mustChangePassword,
    linksEpoch: row.tokensValidAfter?.getTime() ?? 0,
  };
}

/** Marks the guard functions, so routes can declare them as preHandlers and still run them first. */
const GUARD = Symbol('inpro.guard');
/** What a guard checks: a signed-in user, an optional one, or the user's role. */
type GuardKind = 'auth' | 'optional' | 'role';
type Guard = preHandlerAsyncHookHandler & { [GUARD]?: GuardKind };

function guard(fn: preHandlerAsyncHookHandler, kind: GuardKind): preHandlerAsyncHookHandler {
  (fn as Guard)[GUARD] = kind;
  return fn;
}

function guardKind(fn: unknown): GuardKind | undefined {
  return typeof fn === 'function' ? (fn as Guard)[GUARD] : undefined;
}

function isGuard(fn: unknown): boolean {
  return guardKind(fn) !== undefined;
}

/**
 * Routes list the guards in `preHandler` (readable next to the handler), but Fastify runs
 * preHandlers after parsing and validating the request. Moved to `onRequest`, the guards answer
 * 401/403 before the body or the query is even looked at, so an anonymous or wrong-role caller
 * never learns what a valid request looks like.
 */
function hoistGuards(routeOptions: { onRequest?: unknown; preHandler?: unknown; schema?: Record<string, unknown> }): void {
  const pre = routeOptions.preHandler;
  const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
  const guards = list.filter(isGuard);
  if (guards.length === 0) return;
  documentSecurity(routeOptions, guards);
  const onRequest = routeOptions.onRequest;
  routeOptions.onRequest = [...(Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : []), ...guards];
  const rest = list.filter((fn) => !isGuard(fn));
  routeOptions.preHandler = rest.length ? rest : undefined;
}

/**
 * The OpenAPI document follows the guards, so it cannot drift from them: a guarded route
 * declares the bearer scheme (optional for `optionalAuth`) and its 401 (and 403 for role checks)
 * answers with the `{error}` body.
 */
function documentSecurity(routeOptions: { schema?: Record<string, unknown> }, guards: unknown[]): void {
  const schema = routeOptions.schema;
  if (!schema) return;
  const kinds = guards.map(guardKind);
  const optional = kinds.every((k) => k === 'optional');
  if (!schema.security) schema.security = optional ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
  if (optional) return;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (!response[401]) response[401] = errorBodySchema;
  if (kinds.includes('role') && !response[403]) response[403] = errorBodySchema;
  schema.response = response;
}

/** Decorates the app with `authenticate`, `optionalAuth` and `requireRoles` (needs @fastify/jwt registered). */
export const guardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', hoistGuards);
    // A team's deploy key opens its publishing routes only: everywhere else it is refused before any work.
    app.addHook('onRequest', refuseDeployKeyOutsideItsRoutes);
    const authenticate: preHandlerAsyncHookHandler = async function (req) {
      const user = await loadUser(req);
      req.user = user;
      if (user.mustChangePassword && !req.routeOptions.config?.allowPendingPasswordChange) {
        throw forbidden(PASSWORD_CHANGE_REQUIRED);
      }
    };
    const optionalAuth: preHandlerAsyncHookHandler = async function (req) {
      if (!req.headers.authorization) return;
      try {
        const user = await loadUser(req);
        if (!user.mustChangePassword) req.user = user;
      } catch {
        // A public route: a bad or expired token just means "anonymous".
        (req as { user?: unknown }).user = undefined;
      }
    };
    app.decorate('authenticate', guard(authenticate, 'auth'));
    app.decorate('optionalAuth', guard(optionalAuth, 'optional'));
    app.decorate('requireRoles', (...roles: Role[]) => {
      const check: preHandlerAsyncHookHandler = async function (req) {
        if (!roleAllowed(req.user.role, roles)) throw forbidden(FORBIDDEN);
      };
      return [authenticate, guard(check, 'role')];
    });
  },
  { name: 'inpro-guards', dependencies: ['@fastify/jwt'] },
);

/** The signed-in user of a request that passed `optionalAuth` (undefined for anonymous). */
export function currentUser(req: FastifyRequest): CurrentUser | undefined {
  const u = (req as { user?: CurrentUser }).user;
  return u && typeof u.id === 'number' ? u : undefined;
}
