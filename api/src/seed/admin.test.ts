import { addDaysToDate, limaDate } from '@inpro/shared-contracts';
import { describeEachDb } from '../test/testApp';
import { seedDemoIfEmpty } from './index';

describeEachDb("demo seed: the administrator's area", (t) => {
  let auth: { authorization: string };
  let masterAuth: { authorization: string };

  const signIn = async (email: string) => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Inpro2026!' } });
    return { authorization: `Bearer ${res.json().token ?? res.json().accessToken}` };
  };

  beforeAll(async () => {
    expect(await seedDemoIfEmpty(t.db, t.app.storage)).toBe(true);
    auth = await signIn('admin@inpro.test');
    masterAuth = await signIn('superadmin@inpro.test');
  });

  it('shows every kind of dashboard alert and recent activity on any day', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Vouchers are reviewed by the master administrator only, so only they get that alert.
    expect(new Set(body.alerts.map((a: { kind: string }) => a.kind))).toEqual(
      new Set(['COURSE_NOT_READY', 'OVERDUE_BALANCE', 'PENDING_RECTIFICATIONS']),
    );
    expect(body.recentActivity.length).toBeGreaterThanOrEqual(4);
    expect(body.newestParticipants.length).toBeGreaterThan(0);
    const master = (await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: masterAuth })).json();
    expect(new Set(master.alerts.map((a: { kind: string }) => a.kind))).toEqual(
      new Set(['COURSE_NOT_READY', 'OVERDUE_BALANCE', 'PENDING_RECTIFICATIONS', 'PENDING_VOUCHERS']),
    );
  });

  it('gives the default report period (the last six months) real figures', async () => {
    const to = limaDate();
    const from = addDaysToDate(to, -180);
    const res = await t.inject({ method: 'GET', url: `/api/admin/reports?from=${from}&to=${to}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const { totals, monthly } = res.json();
    expect(totals.enrolments).toBeGreaterThan(10);
    expect(totals.revenue).toBeGreaterThan(1000);
    expect(totals.attendanceRate).not.toBeNull();
    expect(totals.averageGrade).not.toBeNull();
    expect(monthly.filter((m: { revenue: number }) => m.revenue > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('continues the certificate numbering after the seeded certificates', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/settings/certificates', headers: auth });
    expect(res.json().currentNumber).toBeGreaterThanOrEqual(2);
  });
});
