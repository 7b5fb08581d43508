import { expect, test } from '../src/test';
import { bearer } from '../src/aula';
import { mailsTo } from '../src/mail';
import { DEMO, apiLogin, useSession } from '../src/session';

/**
 * Background jobs (serial: it points the site's mail at an SMTP server that does not answer). A
 * reset link mailed while the server is down fails (the test site retries once, after a second);
 * the master administrator sees it in /superadmin/trabajos and retries it once mail works again.
 */
test.describe('background jobs', () => {
  test('the master administrator sees a failed mail job with its error and retries it', async ({ page, request }) => {
    const master = await apiLogin(request, DEMO.superadmin);
    const email = DEMO.superadmin;
    const smtp = (data: object) => request.put('/api/admin/settings/smtp', { headers: bearer(master.token), data });
    // Changes of the mail settings are mailed to the master administrators too: count the reset links only.
    const resetMails = () => mailsTo(email).filter((m) => m.subject.startsWith('Restablece'));
    const sentBefore = resetMails().length;
    try {
      // Nothing listens on port 9 of this machine: every attempt is refused at once.
      expect((await smtp({ host: '127.0.0.1', port: 9, secure: false, user: '', password: '' })).status()).toBe(200);
      await request.post('/api/auth/forgot-password', { data: { email } });

      await useSession(page, master.token, master.user);
      await page.goto('/superadmin/trabajos');
      await expect(page.getByRole('heading', { level: 1, name: 'Trabajos en segundo plano' })).toBeVisible();
      const row = page
        .getByRole('row')
        .filter({ hasText: `Correo a ${email}` })
        .filter({ hasText: 'Restablece' });
      // The list is read again every 10 s; the job fails after its two attempts.
      await expect(row).toBeVisible({ timeout: 30_000 });
      await expect(row.getByText('Fallido')).toBeVisible();
      await expect(row.getByText('No se pudo conectar con el servidor SMTP', { exact: false })).toBeVisible();

      // Mail works again (no SMTP server: the outbox), then the retry sends it.
      expect((await smtp({ host: '' })).status()).toBe(200);
      await row.getByRole('button', { name: /Reintentar/ }).click();
      await expect(page.getByText('El trabajo se volverá a intentar en unos segundos.')).toBeVisible();
      await expect(row).toHaveCount(0, { timeout: 15_000 });
      await expect.poll(() => resetMails().length, { timeout: 15_000 }).toBe(sentBefore + 1);
      expect(resetMails().at(-1)?.text).toContain('/aula/login?reset=');
    } finally {
      await smtp({ host: '' });
    }
  });
});
