import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, type FakeCall } from '@inpro/ui/src/testing';
import { UPLOAD_LIMITS, makeCourse, renderPage } from '../../../testing/renderPage';
import { ManageCoursePage } from './ManageCoursePage';

// Many user events per test on a shared, slow machine.
jest.setTimeout(30_000);

const unit = (id: number, title: string, over = {}) => ({
  id,
  courseId: 5,
  title,
  name: title,
  description: '',
  lessonsCount: 0,
  orderIdx: id,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const resource = (id: number, unitId: number, title: string, type: string, over = {}) => ({
  id,
  unitId,
  title,
  name: title,
  type,
  mime: null,
  url: null,
  fileName: null,
  size: null,
  sizeLabel: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

interface Setup {
  units?: unknown;
  resources?: Record<number, unknown>;
  routes?: Record<string, unknown>;
  url?: string;
  course?: unknown;
}

function render({
  units = [unit(1, 'Unidad 1: Fundamentos', { description: 'Conceptos básicos' })],
  resources = {},
  routes = {},
  url = '/prof/cursos/5/gestionar',
  course = makeCourse(),
}: Setup = {}) {
  const get: Record<string, unknown> = {
    '/courses/5': course,
    '/materials/courses/5/units': units,
    '/materials/upload-limits': UPLOAD_LIMITS,
    '/teacher/evaluations': [
      {
        id: 40,
        courseId: 5,
        courseTitle: 'Derecho Constitucional',
        courseCode: 'RD',
        type: 'Examen',
        title: 'Examen parcial',
        instructions: 'Responde.',
        dueAt: '2026-12-01T04:59:00.000Z',
        weight: null,
        resourceId: null,
        questions: [],
        counts: { enrolled: 2, submitted: 0, pending: 0, inReview: 0, graded: 0 },
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
  };
  for (const u of units as Array<{ id: number }>) get[`/materials/units/${u.id}/resources`] = resources[u.id] ?? [];
  return renderPage(<ManageCoursePage />, {
    path: url.startsWith('/prof/curso/') ? '/prof/curso/:id/gestionar' : '/prof/cursos/:id/gestionar',
    url,
    get,
    routes,
  });
}

const unitCard = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;

describe('ManageCoursePage', () => {
  it.each(['/prof/cursos/5/gestionar', '/prof/curso/5/gestionar'])('%s shows the course, its units and the links', async (url) => {
    render({
      url,
      resources: { 1: [resource(10, 1, 'Sílabo', 'pdf', { url: '/files/units/1/a.pdf?sig=x', fileName: 'a.pdf', sizeLabel: '12.0 KB' })] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestionar: Derecho Constitucional' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vista alumno' })).toHaveAttribute('href', '/aula/materiales/5');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/prof/cursos');
    expect(screen.getByRole('heading', { level: 2, name: 'Unidades' })).toBeInTheDocument();
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    expect(card.getByText('Conceptos básicos')).toBeInTheDocument();
    const row = (await card.findAllByTestId('resource-row'))[0];
    expect(row).toHaveTextContent('PDF');
    expect(row).toHaveTextContent('Sílabo');
    expect(within(row).getByRole('link', { name: 'abrir Sílabo' })).toHaveAttribute('href', '/api/files/units/1/a.pdf?sig=x');
    expect(within(row).getByRole('button', { name: 'Eliminar recurso Sílabo' })).toBeInTheDocument();
  });

  it('shows the empty texts', async () => {
    render({ units: [] });
    expect(await screen.findByText('Aún no hay unidades. Crea la primera.')).toBeInTheDocument();
    render({ units: [unit(2, 'Unidad vacía')] });
    expect(await screen.findByText('Esta unidad aún no tiene recursos.')).toBeInTheDocument();
  });

  it("adds a unit: '+ Añadir Unidad' waits for a title, then the list reloads and the toast says 'Unidad añadida ✅'", async () => {
    let units = [unit(1, 'Unidad 1')];
    const { shell } = renderPage(<ManageCoursePage />, {
      path: '/prof/cursos/:id/gestionar',
      url: '/prof/cursos/5/gestionar',
      get: {
        '/courses/5': makeCourse(),
        '/materials/courses/5/units': () => units,
        '/materials/units/1/resources': [],
        '/materials/units/2/resources': [],
        '/materials/upload-limits': UPLOAD_LIMITS,
      },
      routes: {
        'POST /materials/courses/5/units': (c: FakeCall) => {
          const body = c.body as { title: string; description: string };
          units = [...units, unit(2, body.title, { description: body.description })];
          return units[1];
        },
      },
    });
    const add = await screen.findByRole('button', { name: '+ Añadir Unidad' });
    expect(add).toBeDisabled();
    const title = screen.getByLabelText('Título de la unidad');
    await userEvent.type(title, '   ');
    expect(add).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByText('Escribe un título para la unidad.')).toBeInTheDocument();
    await userEvent.type(title, ' Unidad 2: Procesos ');
    await userEvent.type(screen.getByLabelText('Descripción (opcional)'), 'Amparo y hábeas corpus');
    await userEvent.click(add);
    expect(await screen.findByText('Unidad añadida ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Unidad 2: Procesos',
      description: 'Amparo y hábeas corpus',
    });
    expect(await unitCard('Unidad 2: Procesos')).toHaveTextContent('Amparo y hábeas corpus');
    expect(screen.getByLabelText('Título de la unidad')).toHaveValue('');
  });

  it("a failed unit creation warns 'Error al crear unidad' and shows the server's reason", async () => {
    render({
      routes: {
        'POST /materials/courses/5/units': () =>
          Promise.reject(httpError(403, 'Solo puedes gestionar los materiales de los cursos que dictas.')),
      },
    });
    await userEvent.type(await screen.findByLabelText('Título de la unidad'), 'Nueva');
    await userEvent.click(screen.getByRole('button', { name: '+ Añadir Unidad' }));
    expect(await screen.findByText('Error al crear unidad')).toBeInTheDocument();
    expect(screen.getByText('Solo puedes gestionar los materiales de los cursos que dictas.')).toBeInTheDocument();
  });

  it("deletes a unit after '¿Eliminar unidad y sus recursos?'", async () => {
    const { shell } = render({ routes: { 'DELETE /materials/units/1': undefined } });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    await userEvent.click(card.getByRole('button', { name: 'Eliminar unidad Unidad 1: Fundamentos' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar unidad y sus recursos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(shell.requests).not.toContain('DELETE /materials/units/1');
    await userEvent.click(card.getByRole('button', { name: 'Eliminar unidad Unidad 1: Fundamentos' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Unidad eliminada 🗑️')).toBeInTheDocument();
    expect(shell.requests).toContain('DELETE /materials/units/1');
  });

  it("a failed unit deletion warns 'Error al eliminar unidad'", async () => {
    render({ routes: { 'DELETE /materials/units/1': () => Promise.reject(httpError(500)) } });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    await userEvent.click(card.getByRole('button', { name: /Eliminar unidad/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar unidad')).toBeInTheDocument();
  });

  it('resource adder: disabled without a title, or without a file and a URL unless Examen; the URL is hidden for Examen', async () => {
    const { shell } = render({
      routes: {
        'POST /materials/units/1/resources': () => resource(11, 1, 'Parcial', 'exam'),
        'PUT /teacher/evaluations/40': (c: FakeCall) => c.body,
      },
    });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    const add = card.getByRole('button', { name: '+ Añadir' });
    expect(card.getByLabelText('Tipo')).toHaveDisplayValue('PDF');
    expect(Array.from((card.getByLabelText('Tipo') as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'PDF',
      'Video',
      'Enlace',
      'Examen',
    ]);
    expect(add).toBeDisabled();
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Lectura');
    expect(add).toBeDisabled();
    await userEvent.type(card.getByLabelText('URL'), 'https://example.pe/lectura.pdf');
    expect(add).toBeEnabled();
    await userEvent.clear(card.getByLabelText('Título del recurso'));
    expect(add).toBeDisabled();
    expect(card.getByText('Escribe un título para el recurso.')).toBeInTheDocument();

    await userEvent.selectOptions(card.getByLabelText('Tipo'), 'exam');
    expect(card.queryByLabelText('URL')).not.toBeInTheDocument();
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Parcial');
    expect(add).toBeEnabled();
    // An Examen is linked to an evaluation of the course.
    await userEvent.selectOptions(await card.findByLabelText('Evaluación vinculada'), '40');
    await userEvent.click(add);
    expect(await screen.findByText('Recurso añadido ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Parcial', type: 'exam' });
    const put = shell.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/teacher/evaluations/40');
    expect(put?.body).toMatchObject({ title: 'Examen parcial', type: 'Examen', resourceId: 11, dueAt: '2026-12-01T04:59:00.000Z' });
  });

  it('adds a link with JSON {name, type, url}', async () => {
    const { shell } = render({ routes: { 'POST /materials/units/1/resources': () => resource(12, 1, 'Ley', 'link') } });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    await userEvent.selectOptions(card.getByLabelText('Tipo'), 'link');
    await userEvent.type(card.getByLabelText('Título del recurso'), ' Ley 28237 ');
    await userEvent.type(card.getByLabelText('URL'), 'https://spij.minjus.gob.pe');
    await userEvent.click(card.getByRole('button', { name: '+ Añadir' }));
    expect(await screen.findByText('Recurso añadido ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Ley 28237',
      type: 'link',
      url: 'https://spij.minjus.gob.pe',
    });
  });

  it('an invalid URL is refused before sending', async () => {
    const { shell } = render();
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Ley');
    await userEvent.type(card.getByLabelText('URL'), 'ftp://x');
    await userEvent.click(card.getByRole('button', { name: '+ Añadir' }));
    expect(await card.findByText('URL inválida (usa http:// o https://).')).toBeInTheDocument();
    expect(shell.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('uploads a file as multipart (the file wins over the URL) with a progress bar', async () => {
    let release: (v: unknown) => void = () => undefined;
    let sent: FakeCall | null = null;
    const { shell } = render({
      routes: {
        'POST /materials/units/1/resources': (c: FakeCall) => {
          sent = c;
          return new Promise((r) => {
            release = r;
          });
        },
      },
    });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Sílabo');
    await userEvent.type(card.getByLabelText('URL'), 'https://example.pe/otro.pdf');
    const file = new File(['%PDF-1.4 contenido'], 'silabo.pdf', { type: 'application/pdf' });
    await userEvent.upload(card.getByLabelText('Archivo (opcional)'), file);
    expect(card.getByText('Máximo 20 MB. Formatos: PDF.')).toBeInTheDocument();
    expect(card.getByLabelText('Archivo (opcional)')).toHaveAttribute('accept', '.pdf');
    await userEvent.click(card.getByRole('button', { name: '+ Añadir' }));
    await waitFor(() => expect(sent).not.toBeNull());
    const body = (sent as unknown as FakeCall).body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Sílabo');
    expect(body.get('type')).toBe('pdf');
    expect((body.get('file') as File).name).toBe('silabo.pdf');
    expect(body.get('url')).toBeNull();
    act(() => (sent as unknown as FakeCall).onUploadProgress?.({ loaded: 9, total: 18 }));
    expect(await card.findByRole('progressbar', { name: 'Subiendo archivo' })).toHaveAttribute('aria-valuenow', '50');
    await act(async () => release(resource(13, 1, 'Sílabo', 'pdf')));
    expect(await screen.findByText('Recurso añadido ✅')).toBeInTheDocument();
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(shell.requests.filter((r) => r === 'GET /materials/units/1/resources').length).toBeGreaterThan(1);
  });

  it('refuses a file over the size limit before sending', async () => {
    render();
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    const big = new File(['x'], 'grande.pdf');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Grande');
    await userEvent.upload(card.getByLabelText('Archivo (opcional)'), big);
    expect(card.getByText('El archivo supera el tamaño máximo permitido (20 MB).')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '+ Añadir' })).toBeDisabled();
  });

  it("a refused upload warns 'Error al añadir recurso' with the server's reason", async () => {
    render({
      routes: {
        'POST /materials/units/1/resources': () =>
          Promise.reject(httpError(415, 'El contenido del archivo no corresponde a un archivo PDF válido.')),
      },
    });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Falso');
    await userEvent.upload(card.getByLabelText('Archivo (opcional)'), new File(['hola'], 'falso.pdf'));
    await userEvent.click(card.getByRole('button', { name: '+ Añadir' }));
    expect(await screen.findByText('Error al añadir recurso')).toBeInTheDocument();
    expect(card.getByRole('alert')).toHaveTextContent('El contenido del archivo no corresponde a un archivo PDF válido.');
  });

  it("deletes a resource: 'Recurso eliminado 🗑️', or 'Error al eliminar recurso'", async () => {
    const { shell } = render({
      resources: { 1: [resource(10, 1, 'Sílabo', 'pdf'), resource(14, 1, 'Parcial', 'exam')] },
      routes: { 'DELETE /materials/resources/10': undefined, 'DELETE /materials/resources/14': () => Promise.reject(httpError(500)) },
    });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    await userEvent.click(await card.findByRole('button', { name: 'Eliminar recurso Sílabo' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar recurso?' });
    expect(dialog).toHaveTextContent('«Sílabo» se eliminará de la unidad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Recurso eliminado 🗑️')).toBeInTheDocument();
    expect(shell.requests).toContain('DELETE /materials/resources/10');
    await userEvent.click(card.getByRole('button', { name: 'Eliminar recurso Parcial' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar recurso')).toBeInTheDocument();
  });

  it('one tap on the bin deletes nothing: the confirmation can be cancelled', async () => {
    const { shell } = render({ resources: { 1: [resource(10, 1, 'Sílabo', 'pdf')] } });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    await userEvent.click(await card.findByRole('button', { name: 'Eliminar recurso Sílabo' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '¿Eliminar recurso?' })).getByRole('button', { name: 'Cancelar' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(shell.requests).not.toContain('DELETE /materials/resources/10');
    expect(card.getByText('Sílabo')).toBeInTheDocument();
  });

  it('adds a video by its URL (no file chooser) and refuses a .docx as a PDF before sending', async () => {
    const { shell } = render({ routes: { 'POST /materials/units/1/resources': () => resource(15, 1, 'Clase 1', 'iframe') } });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Casos');
    await userEvent.upload(card.getByLabelText('Archivo (opcional)'), new File(['PK'], 'casos.docx'), { applyAccept: false });
    expect(card.getByText('El tipo PDF solo acepta archivos PDF.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '+ Añadir' })).toBeDisabled();

    await userEvent.selectOptions(card.getByLabelText('Tipo'), 'iframe');
    expect(card.queryByLabelText('Archivo (opcional)')).not.toBeInTheDocument();
    expect(card.getByText('Enlace de YouTube o Vimeo.')).toBeInTheDocument();
    await userEvent.clear(card.getByLabelText('Título del recurso'));
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Clase 1');
    await userEvent.type(card.getByLabelText('URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(card.getByRole('button', { name: '+ Añadir' }));
    expect(await screen.findByText('Recurso añadido ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Clase 1',
      type: 'iframe',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('an Examen row opens the evaluations', async () => {
    render({ resources: { 1: [resource(14, 1, 'Parcial', 'exam')] } });
    const card = within(await unitCard('Unidad 1: Fundamentos'));
    expect(await card.findByRole('link', { name: 'abrir Parcial' })).toHaveAttribute('href', '/prof/evaluaciones');
    expect(card.getByTestId('resource-row')).toHaveTextContent('Examen');
  });

  it('refuses, in Spanish and with no editor, a course the teacher does not teach (403)', async () => {
    render({ units: [] });
    // Override: the units call is refused.
    renderPage(<ManageCoursePage />, {
      path: '/prof/cursos/:id/gestionar',
      url: '/prof/cursos/9/gestionar',
      get: {
        '/courses/9': makeCourse({ id: 9, title: 'Curso ajeno', teacherId: 99 }),
        '/materials/courses/9/units': () =>
          Promise.reject(httpError(403, 'Solo puedes gestionar los materiales de los cursos que dictas.')),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No puedes gestionar este curso' })).toBeInTheDocument();
    expect(screen.getByText('Solo puedes gestionar los materiales de los cursos que dictas.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Gestionar: Curso ajeno/ })).not.toBeInTheDocument();
  });

  it("says 'No se pudo cargar el curso o unidades' when loading fails", async () => {
    renderPage(<ManageCoursePage />, {
      path: '/prof/cursos/:id/gestionar',
      url: '/prof/cursos/5/gestionar',
      get: { '/courses/5': () => Promise.reject(httpError(500)), '/materials/courses/5/units': [] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el curso o unidades');
  });

  it('an invalid id in the route says courseId inválido without calling the server', async () => {
    const { shell } = renderPage(<ManageCoursePage />, { path: '/prof/cursos/:id/gestionar', url: '/prof/cursos/abc/gestionar' });
    expect(await screen.findByText('courseId inválido')).toBeInTheDocument();
    expect(shell.requests).toEqual([]);
  });
});
