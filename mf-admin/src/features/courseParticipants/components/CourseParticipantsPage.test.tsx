import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, httpError, renderRoute } from '@inpro/ui/src/testing';
import { OVERRIDE_REASON_REQUIRED, type AdminUser, type Course, type Participant } from '@inpro/shared-contracts';
import { ADMIN, adminShell } from '../../../testing/adminShell';
import { PARTICIPANTS_LOAD_ERROR, CourseParticipantsPage } from './CourseParticipantsPage';

const COURSES = [{ id: 7, code: 'RD-7', title: 'Arbitraje Comercial', area: 'Arbitraje' }] as Course[];

const participant = (id: number, fullName: string, fields: Partial<Participant> = {}): Participant => ({
  id,
  fullName,
  name: fullName,
  email: `${fullName.split(' ')[0].toLowerCase()}@inpro.test`,
  dni: null,
  studentCode: null,
  role: 'ESTUDIANTE',
  enrolledAt: '2026-10-01T00:00:00.000Z',
  certificate: null,
  eligibility: { eligible: true, reasons: [], average: 16, attendance: 90 },
  ...fields,
});

const ROWS = [
  participant(1, 'Lucía Paredes'),
  participant(2, 'Mario Quispe', {
    eligibility: { eligible: false, reasons: ['Asistencia menor al 75 %.', 'Nota final menor a 14.'], average: 12, attendance: 60 },
  }),
  participant(3, 'Rosa Díaz', {
    certificate: { id: 9, folio: 'INPRO-2026-0009', publicCode: 'ABC123', issuedAt: '2026-11-01T00:00:00.000Z', pdfUrl: '/x.pdf' },
  }),
];

const user = (id: number, fullName: string) => ({ id, fullName, name: fullName, email: `${id}@inpro.test` }) as AdminUser;

function render(routes: Record<string, unknown> = {}, role = 'ADMIN') {
  const options = { routes: { 'GET /admin/courses/7': COURSES[0], 'GET /courses/7/participants': ROWS, ...routes } };
  const shell = role === 'ADMIN' ? adminShell(options) : createFakeShell({ user: { ...ADMIN, role }, role, ...options });
  return {
    ...renderRoute(<CourseParticipantsPage />, shell, { path: '/admin/cursos/:id/participantes', url: '/admin/cursos/7/participantes' }),
    shell,
  };
}

describe('CourseParticipantsPage (admin)', () => {
  it("shows the course's participants with their certificate: issued, to issue, or why not", async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Participantes: Arbitraje Comercial' })).toBeInTheDocument();
    // The administrator reads and exports the course's gradebook in the teacher area.
    expect(screen.getByRole('link', { name: 'Calificaciones' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/prof\/cursos\/\d+\/calificaciones$/),
    );
    const rows = within(await screen.findByRole('table', { name: 'Inscritos' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByRole('button', { name: 'Emitir certificado de Lucía Paredes' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('No elegible');
    expect(within(rows[2]).getByRole('list', { name: 'Por qué Mario Quispe no es elegible' })).toHaveTextContent(
      'Asistencia menor al 75 %.',
    );
    // Only the master administrator may issue by exception.
    expect(within(rows[2]).queryByRole('button', { name: /por excepción/ })).not.toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('Certificado INPRO-2026-0009');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/admin/cursos');
  });

  it('issues a certificate after the confirmation and shows its folio', async () => {
    const { shell } = render({
      'POST /certificates': {
        folio: 'INPRO-2026-0010',
        codigo: 'XYZ789',
        participante: 'Lucía Paredes',
        dni: '',
        curso: '',
        fecha: '',
        certificadoImg: '',
        constanciaImg: '',
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Emitir certificado de Lucía Paredes' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Emitir el certificado de Lucía Paredes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir' }));
    expect(await screen.findByText('Certificado emitido: INPRO-2026-0010 (código XYZ789).')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/certificates', body: { userId: 1, courseId: 7 } });
    expect(screen.getByText('Certificado INPRO-2026-0010')).toBeInTheDocument();
  });

  it('lets the master administrator issue by exception, with a reason of ten characters or more', async () => {
    const { shell } = render({ 'POST /certificates': { folio: 'INPRO-2026-0011', codigo: 'EXC001' } }, 'SUPER_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Emitir por excepción el certificado de Mario Quispe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir por excepción: Mario Quispe' });
    expect(dialog).toHaveTextContent('Nota final menor a 14.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo de la excepción/ }), 'corto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir por excepción' }));
    expect(within(dialog).getByText(OVERRIDE_REASON_REQUIRED)).toBeInTheDocument();
    expect(shell.requests).not.toContain('POST /certificates');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo de la excepción/ }), ' — justificó su inasistencia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir por excepción' }));
    expect(await screen.findByText('Certificado emitido: INPRO-2026-0011 (código EXC001).')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: 2,
      courseId: 7,
      overrideReason: 'corto — justificó su inasistencia',
    });
  });

  it('removes a participant after the confirmation', async () => {
    const { shell } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar a Mario Quispe' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quitar del curso?' });
    expect(dialog).toHaveTextContent('Mario Quispe (mario@inpro.test)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Participante retirado.')).toBeInTheDocument();
    expect(shell.requests).toContain('DELETE /courses/7/participants/2');
  });

  it('finds users to add: the enrolled ones say «Inscrito», the others can be added', async () => {
    const { shell } = render({ 'GET /users/search': [user(1, 'Lucía Paredes'), user(4, 'Luis Rojas')] });
    await screen.findByRole('table', { name: 'Inscritos' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'lu');
    const results = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    const items = within(results).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Inscrito');
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(shell.calls.find((c) => c.url === '/users/search')?.params).toEqual({ q: 'lu' });
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Añadir a Luis Rojas' }));
    expect(await screen.findByText('Participante añadido.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/courses/7/participants', body: { userIds: [4] } });
  });

  it("says 'Sin resultados.' and 'Sin inscritos.'", async () => {
    render({ 'GET /courses/7/participants': [], 'GET /users/search': [] });
    expect(await screen.findByText('Sin inscritos.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'zz');
    expect(await screen.findByText('Sin resultados.')).toBeInTheDocument();
  });

  it("says 'No se pudo cargar participantes.'", async () => {
    render({
      'GET /courses/7/participants': () => {
        throw httpError(500);
      },
    });
    expect(await screen.findByText(PARTICIPANTS_LOAD_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });
});
