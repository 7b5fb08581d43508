import type { FastifyBaseLogger } from 'fastify';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { addDaysToDate, classBoundaries, limaDate, type ClassBoundaryName } from '@inpro/shared-contracts';
import { rows, type Db } from '../db';
import { courseSessions } from '../db/schema';

/** A boundary passed this long ago is still published (a process that was down or busy catches up). */
const CATCH_UP_MS = 5 * 60_000;
/** The clock looks at the sessions at least this often (a schedule change it missed, a boundary far ahead). */
const PLAN_EVERY_MS = 60_000;
/** Published boundaries are kept this long (they only guard against publishing one twice). */
const KEEP_BOUNDARIES = '1 day';

interface Boundary {
  sessionId: number;
  name: ClassBoundaryName;
  at: Date;
}

/** The boundaries of the sessions of yesterday, today and tomorrow (Lima), not cancelled. */
async function nearBoundaries(db: Db, now: Date): Promise<Boundary[]> {
  const today = limaDate(now);
  const sessions = await db
    .select({
      id: courseSessions.id,
      sessionDate: courseSessions.sessionDate,
      startTime: courseSessions.startTime,
      endTime: courseSessions.endTime,
      attendanceOpenUntil: courseSessions.attendanceOpenUntil,
    })
    .from(courseSessions)
    .where(
      and(
        isNull(courseSessions.cancelledAt),
        inArray(courseSessions.sessionDate, [addDaysToDate(today, -1), today, addDaysToDate(today, 1)]),
      ),
    );
  return sessions.flatMap((s) => classBoundaries(s).map((b) => ({ sessionId: s.id, name: b.name, at: b.at })));
}

/**
 * Publishes the class boundaries passed in the last five minutes that no process published yet: each
 * reaches the course's teacher and active students once, whichever process gets there first (the
 * table of migration 0029). Answers the boundaries this call published and the next one ahead.
 */
export async function publishClassBoundaries(db: Db, now = new Date()): Promise<{ published: number; next: Date | null }> {
  const t = now.getTime();
  let published = 0;
  let next: Date | null = null;
  for (const b of await nearBoundaries(db, now)) {
    const at = b.at.getTime();
    if (at > t) {
      if (!next || at < next.getTime()) next = b.at;
      continue;
    }
    if (at <= t - CATCH_UP_MS) continue;
    const [row] = await rows<{ published: boolean }>(
      db,
      sql`select inpro_live_class_boundary(${b.sessionId}::integer, ${b.name}::text, ${b.at.toISOString()}::timestamptz) as published`,
    );
    if (row?.published) published += 1;
  }
  return { published, next };
}

/**
 * Every API process runs one: a timer to the next class boundary (so its event leaves within a second
 * of it, where a job queue polling every few seconds would not), planned again every minute and
 * whenever a session near today changes on any process. Publishing is idempotent across processes.
 */
export class ClassClock {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.plan();
  }

  /** Looks at the sessions now (a change elsewhere, or the timer): one pass at a time, another after it if asked meanwhile. */
  plan(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.pass()
      .catch((err: unknown) => {
        this.log.warn({ err }, 'class clock: publishing class boundaries failed');
        return null;
      })
      .then((next) => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.plan();
          return;
        }
        // A few milliseconds past the boundary, so that the pass sees it as passed.
        const wait = next ? Math.min(PLAN_EVERY_MS, Math.max(0, next.getTime() - Date.now() + 5)) : PLAN_EVERY_MS;
        this.timer = setTimeout(() => this.plan(), wait);
        this.timer.unref();
      });
  }

  private async pass(): Promise<Date | null> {
    const now = new Date();
    const { next } = await publishClassBoundaries(this.db, now);
    if (now.getTime() - this.lastPrune > 3_600_000) {
      this.lastPrune = now.getTime();
      await rows(this.db, sql`delete from live_class_boundaries where at < now() - ${KEEP_BOUNDARIES}::interval`);
    }
    return next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
