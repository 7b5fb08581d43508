import net from 'node:net';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../src/test';
import { bearer, createEvaluation, enrolledStudent, limaDay } from '../src/aula';
import { E2E_TMP } from '../src/paths';
import { uniqueWord } from '../src/publicSite';
import { useSession } from '../src/session';
import { startSite, type RunningSite } from '../src/site';

/**
 * A server restart while a student's grades screen is open: the stream drops, a grade is published
 * meanwhile, and the screen shows it once the browser reconnects (Last-Event-ID: the server replays what
 * the browser missed), without a reload. The test restarts a server of its own (its own port and data),
 * so the other tests keep theirs.
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let site: RunningSite;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  // A second site seeds its own database while the other tests run: give it room.
  test.setTimeout(300_000);
  site = await startSite({ port: await freePort(), workDir: path.join(E2E_TMP, 'live-restart'), startTimeoutMs: 240_000 });
  api = await playwright.request.newContext({ baseURL: site.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

test('a grade published while the server restarts reaches the student’s open grades screen when the stream resumes', async ({ page }) => {
  test.setTimeout(180_000);
  const { staff, student, course } = await enrolledStudent(api, 'reinicio');
  const task = await createEvaluation(api, staff.teacher, {
    courseId: course.id,
    type: 'Tarea',
    title: `Informe tras el reinicio ${uniqueWord()}`,
    instructions: 'Una página.',
    dueAt: limaDay(5),
  });
  const sent = await api.post(`/api/student/evaluations/${task.id}/submission`, {
    headers: bearer(student.token),
    data: { text: 'La prueba indiciaria exige indicios plurales y concordantes.' },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  await useSession(page, student.token, student.user);
  const stream = page.waitForResponse((r) => r.url() === `${site.baseURL}/api/me/events` && r.status() === 200);
  await page.goto(`${site.baseURL}/aula/notas`);
  await stream;
  await expect(page.getByText('Aún no tienes notas registradas.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(task.title) });

  // While the server is away and until the grade is out, the browser's attempts to reconnect fail (as
  // they would against a server still starting): the grade is certainly published in the gap.
  const held: string[] = [];
  let holding = true;
  await page.route(`${site.baseURL}/api/me/events`, async (route) => {
    if (!holding) return route.continue();
    held.push(route.request().headers()['last-event-id'] ?? '');
    await route.abort('connectionrefused');
  });
  await site.restart();

  const list = await api.get(`/api/teacher/submissions?evaluationId=${task.id}`, { headers: bearer(staff.teacher) });
  const submissionId = ((await list.json()) as { content: Array<{ id: number }> }).content[0].id;
  const graded = await api.post(`/api/teacher/submissions/${submissionId}/grade`, {
    headers: bearer(staff.teacher),
    data: { score: '17', feedback: 'Publicada durante el corte.' },
  });
  expect(graded.status(), await graded.text()).toBe(200);
  const published = Date.now();
  await expect(row).toHaveCount(0);
  // The browser tried to reconnect, saying what it saw last.
  expect(held.length).toBeGreaterThan(0);
  expect(held[held.length - 1]).toMatch(/^\d+$/);

  holding = false;
  const resumed = page.waitForRequest(
    (r) => r.url() === `${site.baseURL}/api/me/events` && /^\d+$/.test(r.headers()['last-event-id'] ?? ''),
    { timeout: 45_000 },
  );
  // The next attempt comes after the browser's back-off (at most 30 s).
  await resumed;
  const reconnected = Date.now();
  await expect(row).toContainText('17.00', { timeout: 10_000 });
  await expect(row).toContainText('Publicada durante el corte.');
  const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(2);
  const figure = `grade during a restart → grades screen: ${seconds(reconnected)} s after the reconnection (${seconds(published)} s after the grade, the browser's back-off included)`;
  test.info().annotations.push({ type: 'live seconds', description: figure });
  console.log(`[live seconds] ${figure}`);
});
