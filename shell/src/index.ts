import { startupRegistry } from './federation/startupRegistry';
import { areaForPath } from '@inpro/shared-contracts';
import { nextTask } from './startup/nextTask';

// The public area needs no session check: its remote (manifest, entry, ./spa and the page's
// chunk) starts loading now, alongside the shell's own chunks (this runs after a prerendered
// page's first paint, see index.html), so the page comes alive on its own. A failure is ignored
// here; the area's own load reports it (chunk-failure screen with retry).
//
// Each step runs in a task of its own (`nextTask`), so the entry's evaluation, the public remote's
// start and the import of the bootstrap are three short tasks instead of one long one.
if (areaForPath(window.location.pathname) === 'mf-public') {
  const registry = startupRegistry();
  void nextTask()
    .then(() => registry.init())
    .then(() => registry.loadSpa('mf-public'))
    .catch(() => undefined);
}

// Async boundary: shared modules (react, axios, ...) are negotiated by the federation runtime
// before any code that uses them runs.
void nextTask().then(startShell);

function startShell(): void {
  import('./bootstrap').catch((error: unknown) => {
    console.error('[inpro] the shell could not start', error);
    const box = document.createElement('section');
    box.setAttribute('role', 'alert');
    box.className = 'shell-fatal';
    const title = document.createElement('h1');
    title.textContent = 'Ocurrió un error inesperado';
    const text = document.createElement('p');
    text.textContent = 'No se pudo iniciar el sitio. Revisa tu conexión y recarga la página.';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Recargar la página';
    button.addEventListener('click', () => window.location.reload());
    box.append(title, text, button);
    document.body.append(box);
  });
}
