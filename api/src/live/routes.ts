import sse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';

import { forgetUser } from '../auth/sessionCache';
import type { AccessPayload } from '../auth/guards';
import { isSuperAdminRole } from '../auth/guards';
import { rows } from '../db';
import { bearer, errorAnswers } from '../lib/zod';
import { ClassClock } from './classClock';
import { emitFolderReleaseEvents } from '../domain/releases/folderReleaseEvents';
import { opsStoreOf } from '../domain/releases/opsStore';
import { LiveHub, type LiveEvent, type LiveSubscriber } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live event streams open on this process (GET /api/me/events). */
    live: LiveHub;
  }
}

/** A comment line every 25 s keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How far back a reconnecting stream is replayed (the triggers keep 10 minutes of events). */
const REPLAY_LIMIT = 500;

interface EventRow {
  id: string | number;
  kind: string;
  payload: Record<string, unknown>;
}

/** Whether a subscriber's user is still active, of the same role, with a token issued after the last password change, its session open. */
async function stillValid(app: FastifyInstance, sub: LiveSubscriber): Promise<boolean> {
  const [row] = await rows<{ active: boolean; role: string; valid_after: Date | string | null; session_open: boolean }>(
    app.db,
    sql`select u.active, u.role, u.tokens_valid_after as valid_after,
          (${sub.sid}::text is null or exists (select 1 from refresh_tokens r where r.session_id = ${sub.sid}::text
             and r.revoked_at is null and r.expires_at > now())) as session_open
        from users u where u.id = ${sub.userId}`,
  );
  if (!row || !row.active || !row.session_open) return false;
  if (row.role !== sub.role && !(isSuperAdminRole(row.role as never) && isSuperAdminRole(sub.role))) return false;
  const validAfter = row.valid_after ? new Date(row.valid_after).getTime() : 0;
  return sub.issuedMs >= validAfter;
}

function toMessage(event: LiveEvent) {
  return { id: String(event.id), event: event.kind, data: { kind: event.kind, ...event.payload } };
}

/**
 * GET /api/me/events: the signed-in person's live event stream (Server-Sent Events). The token travels
 * in the Authorization header as on every call; the stream says what changed (kinds and ids) and the
 * screens refetch. `Last-Event-ID` replays what happened since (up to 10 minutes back).
 */
async function liveModule(app: FastifyInstance): Promise<void> {
  const hub = new LiveHub(app.database, (sub) => stillValid(app, sub), app.log);
  // Another process changed a user's sessions or role: this process's guards read that user again too.
  hub.onSessionChange = (userId) => forgetUser(userId);
  await hub.start();
  app.decorate('live', hub);
  // Open streams would hold app.close() (and a graceful restart) forever: they end first, and the
  // browsers reconnect to another process with Last-Event-ID.
  app.addHook('preClose', async () => hub.close());
  // Classes that open, start or end reach their course at the instant (the clock of every process).
  const clock = new ClassClock(app.db, app.log);
  hub.onScheduleChange = () => clock.plan();
  app.addHook('onReady', async () => clock.start());
  app.addHook('preClose', async () => clock.stop());
  // Release moves written to the artifacts folder (no database trigger sees them) reach the deployments screen too.
  emitFolderReleaseEvents(app, await opsStoreOf(app));

  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });

  app.get(
    '/api/me/events',
    {
      sse: 'only',
      preHandler: app.authenticate,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['live'],
        security: bearer,
        summary: 'The caller’s live event stream (Server-Sent Events)',
        description:
          'text/event-stream of {kind, ids} messages (notification, payment, grade, attendance, class, settings, release), each with an id; a reconnect with Last-Event-ID replays what the caller missed in the last 10 minutes. A comment every 25 s. The stream ends when the session ends.',
        response: errorAnswers(401, 403),
      },
    },
    async (req, reply) => {
      const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const claims = app.jwt.decode<AccessPayload & { exp?: number }>(token);
      const user = req.user;
      const issuedMs = typeof claims?.iatMs === 'number' ? claims.iatMs : typeof claims?.iat === 'number' ? claims.iat * 1000 : 0;
      const stream = reply.sse;
      const sent = new Set<number>();
      const waiting: LiveEvent[] = [];
      let flowing = false;
      const send = (event: LiveEvent) => {
        if (!stream.isConnected) return;
        stream.send(toMessage(event)).catch(() => stream.close());
      };
      const sub: LiveSubscriber = {
        userId: user.id,
        role: user.role,
        sid: typeof claims?.sid === 'string' ? claims.sid : null,
        issuedMs,
        deliver: (event) => (flowing ? send(event) : waiting.push(event)),
        end: () => stream.close(),
      };
      stream.keepAlive();
      // Listening before reading what was missed: an event committed meanwhile waits, it is not lost.
      hub.add(sub);
      let expiry: NodeJS.Timeout | null = null;
      stream.onClose(() => {
        hub.remove(sub);
        if (expiry) clearTimeout(expiry);
      });
      // The stream lives as long as its token: the browser reconnects with a fresh one.
      if (typeof claims?.exp === 'number') {
        expiry = setTimeout(() => stream.close(), Math.max(0, claims.exp * 1000 - Date.now()));
        expiry.unref();
      }
      const lastId = parseLastEventId(stream.lastEventId);
      // Index lookups only: a school's browsers open thousands of streams at once (a term's first
      // morning, a restart), and an aggregate over the kept events would scan them for each one.
      const [newest] = await rows<{ max: string | number }>(app.db, sql`select coalesce(max(id), 0) as max from live_events`);
      let cursor = Number(newest.max);
      if (lastId !== null) {
        const missed = await replay(app, sub, lastId);
        // The oldest event kept (by time; its id is never below the first kept id, so a doubt means a reset).
        const [oldest] = await rows<{ id: string | number }>(
          app.db,
          sql`select id from live_events where created_at > now() - interval '10 minutes' order by created_at limit 1`,
        );
        const firstKept = oldest ? Number(oldest.id) : cursor + 1;
        // Gone too long (what it missed is no longer kept, or too much of it): the screens refetch everything.
        const gap = lastId + 1 < firstKept || missed.length >= REPLAY_LIMIT;
        if (gap) await stream.send({ event: 'reset', data: { kind: 'reset' } });
        for (const event of gap ? [] : missed) {
          sent.add(event.id);
          cursor = Math.max(cursor, event.id);
          await stream.send(toMessage(event));
        }
      }
      await stream.send({ id: String(cursor), event: 'ready', data: { kind: 'ready' } });
      flowing = true;
      for (const event of waiting.splice(0)) if (!sent.has(event.id)) send(event);
    },
  );
}

function parseLastEventId(value: string | null): number | null {
  if (!value || !/^\d{1,18}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

async function replay(app: FastifyInstance, sub: LiveSubscriber, lastId: number): Promise<LiveEvent[]> {
  const role = isSuperAdminRole(sub.role) ? 'SUPER_ADMIN' : sub.role;
  const found = await rows<EventRow>(
    app.db,
    sql`select id, kind, payload from live_events
        where id > ${lastId} and created_at > now() - interval '10 minutes'
          and (user_id = ${sub.userId} or (user_id is null and (role is null or role = ${role})))
        order by id limit ${REPLAY_LIMIT}`,
  );
  return found.map((r) => ({ id: Number(r.id), kind: r.kind, payload: r.payload ?? {} }));
}

export default fp(liveModule, { name: 'live' });
