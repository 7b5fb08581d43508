import { expect, test, type Page } from '../src/test';
import { signInAs } from '../src/session';
import { watchNetwork } from '../src/network';

// Strings that exist in exactly one library each, and survive minification.
const LIBRARIES: Record<string, RegExp> = {
  react: /unstable_useCacheRefresh/,
  'react-dom/client': /hydrateRoot=function/,
  'react-router': /__reactRouterVersion/,
};

function collectScripts(page: Page) {
  const bodies: Array<Promise<{ url: string; text: string } | null>> = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    bodies.push(
      response
        .text()
        .then((text) => ({ url: response.url(), text }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(bodies)).filter((b): b is { url: string; text: string } => b !== null);
}

test('React, react-dom and the router are downloaded once however many areas are visited', async ({ page, request }) => {
  await signInAs(page, request, 'admin');
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: /principal/i })).toBeVisible();
  const network = watchNetwork(page);
  for (const path of ['/cursos', '/admin', '/prof', '/aula/login', '/admin/cursos']) {
    await page.evaluate((p) => window.history.pushState(null, '', p), path);
    await network.idle();
  }
  network.stop();
  await expect(page.getByRole('link', { name: 'Participantes' }).first()).toBeVisible();
  const loaded = await scripts();
  for (const [library, marker] of Object.entries(LIBRARIES)) {
    const files = loaded.filter((s) => marker.test(s.text)).map((s) => s.url);
    expect(files, `${library} was downloaded in ${files.length} files: ${files.join(', ')}`).toHaveLength(1);
  }
});
