import { addDaysToDate, limaDate, JOB_NOT_FAILED, JOB_RETRIED } from '@inpro/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { MAIL_QUEUE, mailJobData, sendMail } from '../mail';
import { studentWithInstallments } from '../domain/orders/testData';
import { REMINDERS_JOB } from '../domain/orders/dueReminders';
import { eventually, pendingJobs } from '../test/mail';
import { startSmtpSink } from '../test/smtpSink';
import { describeEachDb, TEST_JOBS, type TestUser } from '../test/testApp';
import { createJobQueue, JOBS_SCHEMA } from './queue';
import { vi } from 'vitest';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

async function jobRow(app: FastifyInstance, id: string) {
  const { rows } = await app.database.executeSql(`SELECT state, retry_count, output FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [id]);
  return rows[0] as { state: string; retry_count: number; output: { message?: string } | null };
}

/** Quick retries, expiry and maintenance, so that a take-over happens within seconds. */
const FAST = { ...TEST_JOBS, retryDelaySeconds: 1, expireSeconds: 2, maintenanceSeconds: 1 };

describeEachDb(
  'background jobs',
  (t) => {
    let master: TestUser;
    let sink: Sink;
    const subjects = (subject: string) => sink.received.filter((m) => m.data.includes(`Subject: ${subject}`));

    beforeAll(async () => {
      master = await t.user('SUPER_ADMIN');
      sink = await startSmtpSink();
      const res = await t.inject({
        method: 'PUT',
        url: '/api/admin/settings/smtp',
        headers: master.auth,
        payload: { host: '127.0.0.1', port: sink.port, secure: false, user: '', password: '', from: 'INPRO <aula@inpro.test>' },
      });
      expect(res.statusCode).toBe(200);
    });
    afterAll(async () => sink?.close());

    it('retries a mail while the SMTP server refuses it, then sends it once', async () => {
      sink.refusing.count = 2;
      const { jobId } = await sendMail(t.app, { to: 'reintento@test.pe', subject: 'Reintento 1', text: 'Hola' });
      await eventually(() => subjects('Reintento 1').length === 1, 20_000, 'the mail after two refusals');
      await eventually(async () => (await jobRow(t.app, jobId!)).state === 'completed', 5000, 'the job completed');
      expect((await jobRow(t.app, jobId!)).retry_count).toBe(2);
      expect(sink.refusing.count).toBe(0);
      // Nothing more leaves for it.
      await new Promise((r) => setTimeout(r, 1500));
      expect(subjects('Reintento 1')).toHaveLength(1);
    }, 40_000);

    it('carries attachments through the job', async () => {
      const pdf = Buffer.from('%PDF-1.4 recibo de prueba');
      await sendMail(t.app, {
        to: 'adjunto@test.pe',
        subject: 'Con adjunto',
        text: 'Adjunto el recibo.',
        attachments: [{ filename: 'recibo.pdf', content: pdf, contentType: 'application/pdf' }],
      });
      const [mail] = await eventually(() => (subjects('Con adjunto').length ? subjects('Con adjunto') : null), 10_000, 'the mail');
      expect(mail.data).toContain('filename=recibo.pdf');
      expect(mail.data.replace(/\s+/g, '')).toContain(pdf.toString('base64'));
    });

    it('takes over a job whose process died mid-way, and does not send again one that was already sent', async () => {
      const [a, b] = await Promise.all(
        // Not before an hour: no worker takes them before the dying process does.
        ['Orphan mail', 'Already sent'].map((subject) =>
          t.app.jobs.boss.send(MAIL_QUEUE, mailJobData(t.app, { to: 'x@test.pe', subject, text: '.' }), { startAfter: 3600 }),
        ),
      );
      // Another process (on PGlite: this one's queue, by hand) took both and died without finishing them.
      const dying = t.kind === 'postgres' ? await t.sibling({ jobs: { ...FAST, schedules: false } }) : t.app;
      const taken = await dying.jobs.boss.fetch(MAIL_QUEUE, { batchSize: 10, ignoreStartAfter: true });
      expect(taken.map((j) => j.id).sort()).toEqual([a, b].sort());
      // The second had reached the SMTP server before the process died.
      await t.app.database.executeSql('INSERT INTO mail_sent (job_id, message_id) VALUES ($1, $2)', [b, '<sent@test>']);
      if (dying !== t.app) await dying.close();

      await eventually(() => subjects('Orphan mail').length === 1, 20_000, 'the orphan job taken over');
      await eventually(async () => (await jobRow(t.app, b!)).state === 'completed', 10_000, 'the sent job completed');
      await eventually(async () => (await jobRow(t.app, a!)).state === 'completed', 10_000, 'the orphan job completed');
      expect((await jobRow(t.app, a!)).retry_count).toBe(1);
      expect(subjects('Already sent')).toHaveLength(0);
    }, 40_000);

    it('shows the master administrator the failed jobs, and retries one', async () => {
      sink.refusing.count = 1;
      const id = await t.app.jobs.boss.send(
        MAIL_QUEUE,
        mailJobData(t.app, { to: 'fallo@test.pe', subject: 'Will fail', text: 'secreto-123' }),
        {
          retryLimit: 0,
        },
      );
      await eventually(async () => (await jobRow(t.app, id!)).state === 'failed', 10_000, 'the job failed');

      for (const role of ['ADMIN', 'ESTUDIANTE', 'DOCENTE'] as const) {
        const other = await t.user(role);
        expect((await t.inject({ method: 'GET', url: '/api/superadmin/jobs', headers: other.auth })).statusCode).toBe(403);
        expect((await t.inject({ method: 'POST', url: `/api/superadmin/jobs/${id}/retry`, headers: other.auth })).statusCode).toBe(403);
      }
      expect((await t.inject({ method: 'GET', url: '/api/superadmin/jobs' })).statusCode).toBe(401);

      const list = await t.inject({ method: 'GET', url: '/api/superadmin/jobs?list=failed', headers: master.auth });
      expect(list.statusCode).toBe(200);
      const failed = list.json().items.find((j: { id: string }) => j.id === id);
      expect(failed).toMatchObject({ queue: 'mail', state: 'failed', summary: 'Correo a fallo@test.pe: «Will fail»' });
      expect(failed.error).toMatch(/SMTP/);
      expect(JSON.stringify(list.json())).not.toContain('secreto-123');
      expect(list.json().counts.failed).toBeGreaterThanOrEqual(1);
      expect((await t.inject({ method: 'GET', url: '/api/superadmin/jobs?list=nada', headers: master.auth })).statusCode).toBe(400);

      const retried = await t.inject({ method: 'POST', url: `/api/superadmin/jobs/${id}/retry`, headers: master.auth });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().message).toBe(JOB_RETRIED);
      await eventually(() => subjects('Will fail').length === 1, 10_000, 'the retried mail');
      await eventually(async () => (await jobRow(t.app, id!)).state === 'completed', 5000, 'the retried job completed');
      const again = await t.inject({ method: 'POST', url: `/api/superadmin/jobs/${id}/retry`, headers: master.auth });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(JOB_NOT_FAILED);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await t.inject({ method: 'POST', url: `/api/superadmin/jobs/${unknown}/retry`, headers: master.auth })).statusCode).toBe(404);
      expect((await t.inject({ method: 'POST', url: '/api/superadmin/jobs/abc/retry', headers: master.auth })).statusCode).toBe(400);
    }, 40_000);

    it("keeps running when a job's completion meets a database error, and does the job again after its expiry", async () => {
      const name = `completion-${Date.now()}`;
      let refuseCompletion = true;
      const database = {
        ...t.app.database,
        executeSql: (async (sql, params) => {
          if (refuseCompletion && sql.includes("state = 'completed'") && sql.includes('completed_on = now()')) {
            refuseCompletion = false;
            throw new Error('Connection terminated unexpectedly');
          }
          return t.app.database.executeSql(sql, params);
        }) as typeof t.app.database.executeSql,
      };
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      const log = { error: vi.fn() } as unknown as FastifyInstance['log'];
      const queue = createJobQueue(database, { ...FAST, schedules: false }, log);
      let runs = 0;
      queue.work(name, async () => {
        runs += 1;
      });
      try {
        await queue.start();
        const id = await queue.send(name, {});
        await eventually(async () => (await jobRow(t.app, id!)).state === 'completed', 30_000, 'the job done again');
        expect(runs).toBe(2);
        expect(log.error).toHaveBeenCalledWith(
          expect.objectContaining({ err: expect.objectContaining({ queue: name }) }),
          'job queue error',
        );
        expect(unhandled).not.toHaveBeenCalled();
      } finally {
        process.off('unhandledRejection', unhandled);
        await queue.stop();
      }
    }, 40_000);

    it('starts on several machines at once that all create the same new queues', async () => {
      if (t.kind !== 'postgres') return;
      const names = Array.from({ length: 6 }, (_, i) => `arranque-${Date.now()}-${i}`);
      const machines = await Promise.all([0, 1, 2].map(() => t.sibling({ jobs: { ...FAST, schedules: false } })));
      const queues = machines.map((m) => {
        const queue = createJobQueue(m.database, { ...FAST, schedules: false }, m.log);
        for (const name of names) queue.work(name, async () => undefined);
        return queue;
      });
      await Promise.all(queues.map((q) => q.start()));
      const found = await Promise.all(names.map((name) => queues[0].boss.getQueue(name)));
      expect(found.map((q) => q?.name)).toEqual(names);
      await Promise.all(queues.map((q) => q.stop()));
      await Promise.all(machines.map((m) => m.close()));
    }, 60_000);

    it('runs a scheduled reminder once with two processes on one database', async () => {
      if (t.kind !== 'postgres') return;
      const teacher = await t.user('DOCENTE');
      const { student } = await studentWithInstallments(t, teacher, [{ dueDate: addDaysToDate(limaDate(), 1) }]);
      const quick = { ...FAST, schedules: true, cronCheckSeconds: 1 };
      const [one, two] = [await t.sibling({ jobs: quick }), await t.sibling({ jobs: quick })];
      // Every minute rather than hourly: both processes' clocks look at the schedule every second.
      await one.jobs.boss.schedule(REMINDERS_JOB, '* * * * *', {}, { tz: 'UTC' });
      const toStudent = () => sink.received.filter((m) => m.to.includes(student.user.email));
      await eventually(() => toStudent().length === 1, 20_000, 'the reminder');
      await new Promise((r) => setTimeout(r, 3000));
      expect(toStudent()).toHaveLength(1);
      expect(await pendingJobs(two, MAIL_QUEUE)).toBe(0);
      // Every schedule is in the database (the reminders' one changed to every minute above) and the others ran too.
      expect(Object.fromEntries((await two.jobs.boss.getSchedules()).map((s) => [s.name, s.cron]))).toEqual({
        'canary-check': '* * * * *',
        'class-start-notices': '* * * * *',
        'quiz-attempt-timeouts': '* * * * *',
        [REMINDERS_JOB]: '* * * * *',
      });
      const { rows } = await t.app.database.executeSql(
        `SELECT name, count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name IN ('canary-check', 'class-start-notices') AND state = 'completed' GROUP BY name ORDER BY name`,
        [],
      );
      expect(rows.map((r) => r.name)).toEqual(['canary-check', 'class-start-notices']);
      await Promise.all([one.close(), two.close()]);
    }, 60_000);
  },
  { jobs: FAST },
);
