import { expect, test, type Page } from '../src/test';
import { signInAs, type DemoRole } from '../src/session';
import { watchNetwork } from '../src/network';

/** The Content-Security-Policy is enforced on every page and the site runs under it with no violation. */

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
      );
    });
  });
  return violations;
}

test('the public pages carry the policy and load under it', async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  expect(res?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const path of ['/cursos', '/diplomados', '/certificados', '/contacto', '/aula/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

const areas: Array<[DemoRole, string[]]> = [
  ['estudiante', ['/aula', '/aula/miscursos', '/aula/notas', '/aula/pagos']],
  ['docente', ['/prof', '/prof/clases', '/prof/evaluaciones']],
  ['admin', ['/admin', '/admin/participantes', '/admin/reportes']],
  ['superadmin', ['/superadmin', '/superadmin/pagos', '/superadmin/auditoria']],
];
for (const [role, paths] of areas) {
  test(`the ${role} area runs under the policy (charts, tables, dialogs)`, async ({ page, request }) => {
    const violations = await watchViolations(page);
    await signInAs(page, request, role);
    const network = watchNetwork(page);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await network.idle();
    }
    network.stop();
    expect(violations).toEqual([]);
  });
}
