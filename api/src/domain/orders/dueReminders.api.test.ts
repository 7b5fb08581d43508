import { addDaysToDate, limaDate } from '@inpro/shared-contracts';
import { eq } from 'drizzle-orm';
import { installments, orders, settings, type InstallmentStatus } from '../../db/schema';
import { mailOutbox } from '../../mail';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { invalidateSettings } from '../settings/store';
import { waitForJobs } from '../../test/mail';
import { sendDueReminders } from './dueReminders';
import { studentWithInstallments } from './testData';
import { vi } from 'vitest';

describeEachDb('payments: "your installment is due in 3 days" e-mails', (t) => {
  let teacher: TestUser;
  const today = limaDate();

  beforeAll(async () => {
    teacher = await t.user('DOCENTE');
  });

  async function planDue(dues: Array<{ in: number; status?: InstallmentStatus }>, orderStatus: 'PARTIAL' | 'FAILED' = 'PARTIAL') {
    const plan = dues.map((d) => ({ dueDate: addDaysToDate(today, d.in), status: d.status }));
    return (await studentWithInstallments(t, teacher, plan, orderStatus)).student;
  }
  const mailsTo = (email: string) => mailOutbox(t.app).filter((m) => m.to.includes(email) && m.subject.startsWith('INPRO: tu cuota vence'));

  it('reminds each unpaid installment due within 3 days once, and none further out, paid, under review or of a failed order', async () => {
    const due = await planDue([{ in: -10, status: 'PAGADO' }, { in: 2 }, { in: 20 }]);
    const rejected = await planDue([{ in: 3, status: 'RECHAZADO' }]);
    const quiet = await planDue([
      { in: 1, status: 'EN_REVISION' },
      { in: 2, status: 'PAGADO' },
    ]);
    const failed = await planDue([{ in: 1 }], 'FAILED');

    expect(await sendDueReminders(t.app)).toBe(2);
    await waitForJobs(t.app);
    const mails = mailsTo(due.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`INPRO: tu cuota vence el ${addDaysToDate(today, 2).split('-').reverse().join('/')}`);
    expect(mails[0].text).toContain('La cuota 2 de tu pedido ORD-');
    expect(mails[0].text).toContain('S/\u00a0300.00');
    expect(mailsTo(rejected.user.email)).toHaveLength(1);
    expect(mailsTo(quiet.user.email)).toHaveLength(0);
    expect(mailsTo(failed.user.email)).toHaveLength(0);

    // A second run (or a second server) sends nothing again.
    expect(await sendDueReminders(t.app)).toBe(0);
    await waitForJobs(t.app);
    expect(mailsTo(due.user.email)).toHaveLength(1);
  });

  it('leaves an installment unmarked when its mail job cannot be enqueued, and reminds it on the next run', async () => {
    const student = await planDue([{ in: 1 }]);
    const remindedAt = async () =>
      (
        await t.db
          .select({ at: installments.remindedAt })
          .from(installments)
          .innerJoin(orders, eq(orders.id, installments.orderId))
          .where(eq(orders.userId, student.user.id))
      )[0].at;
    const send = vi.spyOn(t.app.jobs, 'send').mockRejectedValueOnce(new Error('queue unavailable'));
    try {
      await expect(sendDueReminders(t.app)).rejects.toThrow('queue unavailable');
    } finally {
      send.mockRestore();
    }
    expect(await remindedAt()).toBeNull();
    expect(await sendDueReminders(t.app)).toBe(1);
    expect(await remindedAt()).not.toBeNull();
    await waitForJobs(t.app);
    expect(mailsTo(student.user.email)).toHaveLength(1);
  });

  it('sends nothing while e-mail notifications are off', async () => {
    const student = await planDue([{ in: 1 }]);
    await t.db
      .insert(settings)
      .values({ key: 'notifications', value: { emailEnabled: false } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { emailEnabled: false } } });
    invalidateSettings(t.app, 'notifications');
    expect(await sendDueReminders(t.app)).toBe(0);
    await waitForJobs(t.app);
    expect(mailsTo(student.user.email)).toHaveLength(0);
  });
});
