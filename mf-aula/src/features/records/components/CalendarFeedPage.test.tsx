import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell } from '@inpro/ui/src/testing';
import { STUDENT, renderPage } from '../../../testing/renderPage';
import { CalendarFeedPage } from './CalendarFeedPage';

const TOKEN_A = 'a'.repeat(43);
const TOKEN_B = 'b'.repeat(43);
const linkOf = (token: string) => ({ path: `/api/records/calendar/${token}.ics`, createdAt: '2026-11-29T15:00:00.000Z' });

function render(initial: { path: string | null; createdAt: string | null }) {
  let next = TOKEN_A;
  const shell = createFakeShell({
    user: STUDENT,
    role: 'ESTUDIANTE',
    get: { '/records/calendar-link': initial },
    routes: {
      'POST /records/calendar-link': () => {
        const link = linkOf(next);
        next = TOKEN_B;
        return link;
      },
      'DELETE /records/calendar-link': () => undefined,
    },
  });
  return renderPage(<CalendarFeedPage />, { path: '/aula/calendario', shell });
}

describe('CalendarFeedPage', () => {
  it('creates a link and shows its full address, then renews it after a confirmation', async () => {
    const { shell } = render({ path: null, createdAt: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear enlace de calendario' }));
    const box = await screen.findByLabelText('Enlace del calendario (iCal)');
    expect(box).toHaveValue(`${window.location.origin}/api/records/calendar/${TOKEN_A}.ics`);
    expect(box).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Abrir en mi calendario' }).getAttribute('href')).toMatch(/^webcal:\/\//);

    await userEvent.click(screen.getByRole('button', { name: 'Generar enlace nuevo' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar enlace nuevo' }));
    expect(await screen.findByDisplayValue(`${window.location.origin}/api/records/calendar/${TOKEN_B}.ics`)).toBeInTheDocument();
    expect(shell.requests.filter((r) => r === 'POST /records/calendar-link')).toHaveLength(2);
  });

  it('revokes the link only after the confirmation', async () => {
    const { shell } = render(linkOf(TOKEN_A));
    await userEvent.click(await screen.findByRole('button', { name: 'Revocar enlace' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(shell.requests).not.toContain('DELETE /records/calendar-link');
    await userEvent.click(screen.getByRole('button', { name: 'Revocar enlace' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revocar enlace' }));
    expect(await screen.findByRole('button', { name: 'Crear enlace de calendario' })).toBeInTheDocument();
    expect(shell.requests).toContain('DELETE /records/calendar-link');
  });
});
