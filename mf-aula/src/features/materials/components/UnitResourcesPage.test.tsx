import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpError } from '@inpro/ui/src/testing';
import { PAYMENT_OVERDUE_BLOCKED, type Resource } from '@inpro/shared-contracts';
import { renderPage } from '../../../testing/renderPage';
import { UnitResourcesPage } from './UnitResourcesPage';

const resource = (id: number, fields: Partial<Resource>): Resource => ({
  id,
  unitId: 8,
  title: `Recurso ${id}`,
  name: `Recurso ${id}`,
  type: 'pdf',
  mime: null,
  url: null,
  fileName: null,
  size: null,
  sizeLabel: '',
  evaluationId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const list = [
  resource(1, {
    title: 'Sílabo',
    type: 'pdf',
    url: '/files/units/8/silabo.pdf?u=7&sig=x',
    fileName: 'silabo.pdf',
    size: 2048,
    sizeLabel: '2.0 KB',
  }),
  resource(2, { title: 'Clase grabada', type: 'iframe', url: 'https://www.youtube.com/embed/abc123' }),
  resource(3, { title: 'Lectura externa', type: 'link', url: 'https://www.gob.pe/ley' }),
  resource(4, { title: 'Guía perdida', type: 'pdf', url: null }),
  resource(5, { title: 'Examen parcial', type: 'exam', evaluationId: 12 }),
];

function render(url: string, resources: unknown, views: unknown = undefined) {
  return renderPage(<UnitResourcesPage />, {
    path: '/aula/materiales/:courseId/unidad/:unitId',
    url,
    get: {
      '/materials/units/8/resources': resources,
      '/materials/courses/3/units': [
        { id: 8, courseId: 3, title: 'Unidad 1', name: 'Unidad 1', description: '', lessonsCount: 5, orderIdx: 0, createdAt: '' },
      ],
      '/my/courses': [],
    },
    routes: { 'POST /student/resources/1/view': views, 'POST /student/resources/2/view': views, 'POST /student/resources/5/view': views },
  });
}

describe('UnitResourcesPage', () => {
  it('lists Nombre, Tipo, Tamaño, Acciones with the right action per resource', async () => {
    render('/aula/materiales/3/unidad/8', list);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Tipo', 'Tamaño', 'Acciones']);
    const file = within(within(table).getByRole('row', { name: /Sílabo/ }));
    expect(file.getByText('PDF')).toBeInTheDocument();
    expect(file.getByText('2.0 KB')).toBeInTheDocument();
    const open = file.getByRole('link', { name: /^Abrir Sílabo/ });
    expect(open).toHaveAttribute('href', '/api/files/units/8/silabo.pdf?u=7&sig=x');
    expect(open).toHaveAttribute('target', '_blank');
    expect(file.getByRole('link', { name: 'Descargar Sílabo' })).toHaveAttribute(
      'href',
      '/api/files/units/8/silabo.pdf?u=7&sig=x&download=1',
    );

    const link = within(within(table).getByRole('row', { name: /Lectura externa/ }));
    expect(link.getByRole('link', { name: /^Abrir Lectura externa/ })).toHaveAttribute('href', 'https://www.gob.pe/ley');
    expect(link.queryByRole('link', { name: /Descargar/ })).toBeNull();

    const missing = within(within(table).getByRole('row', { name: /Guía perdida/ }));
    expect(missing.getByRole('button', { name: 'Sin archivo' })).toBeDisabled();

    const exam = within(within(table).getByRole('row', { name: /Examen parcial/ }));
    expect(exam.getByText('Examen')).toBeInTheDocument();
    expect(exam.getByRole('link', { name: 'Ir a la evaluación: Examen parcial' })).toHaveAttribute('href', '/aula/evaluaciones/3/12');
    expect(screen.getByText('Unidad 1', { exact: false })).toBeInTheDocument();
  });

  it('embeds a video in a 16:9 frame and counts it as opened when it loads', async () => {
    const { shell } = render('/aula/materiales/3/unidad/8', list);
    const frame = await screen.findByTitle('Clase grabada');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
    fireEvent.load(frame);
    await waitFor(() => expect(shell.requests).toContain('POST /student/resources/2/view'));
  });

  it('opening or downloading a file counts toward progress once', async () => {
    // jsdom cannot follow links: keep the clicks on the page.
    const stay = (e: MouseEvent) => e.preventDefault();
    document.addEventListener('click', stay);
    const { shell } = render('/aula/materiales/3/unidad/8', list);
    const open = await screen.findByRole('link', { name: /^Abrir Sílabo/ });
    fireEvent.click(open);
    fireEvent.click(screen.getByRole('link', { name: 'Descargar Sílabo' }));
    await waitFor(() => expect(shell.requests.filter((r) => r === 'POST /student/resources/1/view')).toHaveLength(1));
    document.removeEventListener('click', stay);
  });

  it.each([
    ['/aula/materiales/3/unidad/abc', 'ID de unidad inválido.'],
    ['/aula/materiales/3/unidad/0', 'ID de unidad inválido.'],
    ['/aula/materiales/x/unidad/8', 'Falta o es inválido el ID del curso en la ruta. Ve al listado y vuelve a entrar.'],
  ])('%s → %s, no resources call', (url, message) => {
    const { shell } = render(url, list);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(shell.requests.filter((r) => r.includes('/resources'))).toEqual([]);
  });

  it('empty: Sin recursos.', async () => {
    render('/aula/materiales/3/unidad/8', []);
    expect(await screen.findByText('Sin recursos.')).toBeInTheDocument();
  });

  it('error: the server message, else Error al cargar recursos.', async () => {
    render('/aula/materiales/3/unidad/8', () => {
      throw httpError(404, 'No se encontró la unidad.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró la unidad.');
  });

  it('fallback error text', async () => {
    render('/aula/materiales/3/unidad/8', () => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar recursos.');
  });

  it('403: the Spanish message on screen', async () => {
    render('/aula/materiales/3/unidad/8', () => {
      throw httpError(403, 'No estás inscrito en este curso.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No estás inscrito en este curso.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('402: the overdue notice with Pagar ahora instead of the resources', async () => {
    render('/aula/materiales/3/unidad/8', () => {
      throw httpError(402, PAYMENT_OVERDUE_BLOCKED);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_OVERDUE_BLOCKED);
    expect(screen.getByRole('link', { name: 'Pagar ahora' })).toHaveAttribute('href', '/aula/pagos');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
