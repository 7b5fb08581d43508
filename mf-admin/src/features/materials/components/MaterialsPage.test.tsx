import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute } from '@inpro/ui/src/testing';
import type { Course, Resource, Unit } from '@inpro/shared-contracts';
import { adminShell } from '../../../testing/adminShell';
import { MaterialsPage } from './MaterialsPage';

const COURSES = [
  { id: 1, code: 'RD-1', title: 'Arbitraje Comercial', area: 'Arbitraje' },
  { id: 2, code: 'RD-2', title: 'Derecho Penal', area: 'Penal' },
] as Course[];

const unit = (id: number, title: string): Unit => ({
  id,
  courseId: 1,
  title,
  name: title,
  description: '',
  lessonsCount: 0,
  orderIdx: id,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const resource = (id: number, title: string, fields: Partial<Resource> = {}): Resource => ({
  id,
  unitId: 10,
  title,
  name: title,
  type: 'pdf',
  mime: 'application/pdf',
  url: `/materials/files/${id}`,
  fileName: `${title}.pdf`,
  size: 2048,
  sizeLabel: '2 KB',
  evaluationId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

function render(routes: Record<string, unknown> = {}) {
  const shell = adminShell({
    routes: {
      'GET /admin/courses': COURSES,
      'GET /materials/courses/1/units': [unit(10, 'Unidad 1: Fundamentos'), unit(11, 'Unidad 2: Laudo')],
      'GET /materials/units/10/resources': [resource(100, 'Sílabo')],
      ...routes,
    },
  });
  return { ...renderRoute(<MaterialsPage />, shell, { path: '/admin/materiales' }), shell };
}

async function pickCourse() {
  await screen.findByRole('option', { name: 'RD-1 — Arbitraje Comercial' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Curso' }), '1');
}

async function openUnit() {
  await pickCourse();
  await screen.findByRole('option', { name: 'Unidad 1: Fundamentos' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unidad' }), '10');
}

describe('MaterialsPage (admin)', () => {
  it('asks for a course first, then lists its units and the resources of the chosen one', async () => {
    const { shell } = render();
    expect(screen.getByText('Elige un curso para ver y añadir sus materiales.')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'RD-2 — Derecho Penal' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Unidad' })).not.toBeInTheDocument();
    await openUnit();
    const list = await screen.findByRole('region', { name: 'Recursos de la unidad' });
    expect(await within(list).findByText('Sílabo (PDF, 2 KB)')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'abrir' })).toHaveAttribute('href', '/api/materials/files/100');
    expect(shell.requests).toContain('GET /materials/units/10/resources');
  });

  it("says 'Esta unidad aún no tiene recursos.' for an empty unit", async () => {
    render({ 'GET /materials/units/10/resources': [] });
    await openUnit();
    expect(await screen.findByText('Esta unidad aún no tiene recursos.')).toBeInTheDocument();
  });

  it('creates a unit and opens it', async () => {
    const { shell } = render({
      'POST /materials/courses/1/units': unit(12, 'Unidad 3: Ejecución'),
      'GET /materials/units/12/resources': [],
    });
    await pickCourse();
    const create = screen.getByRole('button', { name: 'Crear unidad' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nueva unidad' }), '  Unidad 3: Ejecución ');
    await userEvent.click(create);
    expect(await screen.findByText('Unidad añadida ✅')).toBeInTheDocument();
    const call = shell.calls.find((c) => c.method === 'POST');
    expect(call).toMatchObject({ url: '/materials/courses/1/units', body: { title: 'Unidad 3: Ejecución', description: '' } });
    await waitFor(() => expect(shell.requests).toContain('GET /materials/units/12/resources'));
  });

  it('uploads a file with its title and registers a video by its URL', async () => {
    const { shell } = render({ 'POST /materials/units/10/resources': resource(101, 'Guía') });
    await openUnit();
    const upload = screen.getByRole('form', { name: 'Subir archivo' });
    expect(within(upload).getByRole('button', { name: 'Subir' })).toBeDisabled();
    const file = new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(upload).getByLabelText('Archivo'), file);
    await userEvent.type(within(upload).getByRole('textbox', { name: 'Título (opcional)' }), 'Guía');
    await userEvent.click(within(upload).getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Archivo subido.')).toBeInTheDocument();
    const sent = shell.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(sent.get('name')).toBe('Guía');
    expect(sent.get('type')).toBe('FILE');
    expect((sent.get('file') as File).name).toBe('guia.pdf');

    const video = screen.getByRole('form', { name: 'Registrar video' });
    await userEvent.type(within(video).getByRole('textbox', { name: 'URL del video' }), 'https://www.youtube.com/watch?v=abc');
    await userEvent.click(within(video).getByRole('button', { name: 'Registrar video' }));
    expect(await screen.findByText('Video registrado.')).toBeInTheDocument();
    expect(shell.calls.filter((c) => c.method === 'POST')[1].body).toEqual({
      name: 'Video',
      type: 'IFRAME',
      url: 'https://www.youtube.com/watch?v=abc',
    });
  });

  it('deletes a resource after the confirmation', async () => {
    const { shell } = render();
    await openUnit();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Sílabo' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar «Sílabo»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Recurso eliminado 🗑️')).toBeInTheDocument();
    expect(shell.requests).toContain('DELETE /materials/resources/100');
  });

  it('says when the units of a course cannot be read', async () => {
    render({
      'GET /materials/courses/1/units': () => {
        throw httpError(500);
      },
    });
    await pickCourse();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las unidades del curso.');
  });
});
