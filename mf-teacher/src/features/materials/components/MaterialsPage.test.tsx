import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, type FakeCall } from '@inpro/ui/src/testing';
import { UPLOAD_LIMITS, makeCourse, renderPage } from '../../../testing/renderPage';
import { MaterialsPage } from './MaterialsPage';

jest.setTimeout(30_000);

const page = (content: unknown[]) => ({ content, page: 0, size: 50, totalElements: content.length, totalPages: 1 });
const unit = (id: number, courseId: number, title: string) => ({
  id,
  courseId,
  title,
  name: title,
  description: '',
  lessonsCount: 1,
  orderIdx: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const file = (id: number, unitId: number, title: string) => ({
  id,
  unitId,
  title,
  name: title,
  type: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  url: `/files/units/${unitId}/f${id}.docx?sig=1`,
  fileName: `f${id}.docx`,
  size: 2048,
  sizeLabel: '2.0 KB',
  createdAt: '2026-01-01T00:00:00.000Z',
});

function render(routes: Record<string, unknown> = {}) {
  return renderPage(<MaterialsPage />, {
    path: '/prof/materiales',
    get: {
      '/teacher/courses': page([makeCourse(), makeCourse({ id: 8, code: 'RD-8', title: 'Arbitraje', name: 'Arbitraje' })]),
      '/materials/upload-limits': UPLOAD_LIMITS,
      '/materials/courses/5/units': [unit(1, 5, 'Unidad 1')],
      '/materials/courses/8/units': [unit(2, 8, 'Módulo de arbitraje')],
      '/materials/units/1/resources': [file(10, 1, 'Guía de lectura')],
      '/materials/units/2/resources': [],
    },
    routes,
  });
}

describe('MaterialsPage', () => {
  it("shows the size limit and the first course's materials; another course is one choice away", async () => {
    render();
    expect(await screen.findByText(/de hasta 20 MB/)).toHaveTextContent(
      'Sube archivos (PDF, PPT, PPTX, DOC, DOCX, XLS, XLSX, CSV, TXT, ZIP) de hasta 20 MB y elimina los que ya no uses.',
    );
    const unit1 = await screen.findByRole('article', { name: 'Unidad 1' });
    expect(await within(unit1).findByText('Guía de lectura')).toBeInTheDocument();
    expect(within(unit1).getByText('DOCX')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestionar curso' })).toHaveAttribute('href', '/prof/curso/5/gestionar');
    await userEvent.selectOptions(screen.getByLabelText('Curso'), '8');
    expect(await screen.findByRole('article', { name: 'Módulo de arbitraje' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Unidad 1' })).not.toBeInTheDocument();
  });

  it('uploads a file to a unit with the progress bar, through the materials API', async () => {
    let sent: FakeCall | null = null;
    let release: (v: unknown) => void = () => undefined;
    render({
      'POST /materials/units/1/resources': (c: FakeCall) => {
        sent = c;
        return new Promise((r) => (release = r));
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Unidad 1' }));
    const upload = card.getByRole('button', { name: 'Subir archivo' });
    expect(card.queryByLabelText('URL')).not.toBeInTheDocument();
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Casos prácticos');
    expect(upload).toBeDisabled();
    await userEvent.upload(card.getByLabelText('Archivo'), new File(['a,b\n1,2'], 'casos.csv', { type: 'text/csv' }));
    expect(upload).toBeEnabled();
    await userEvent.click(upload);
    await waitFor(() => expect(sent).not.toBeNull());
    const body = (sent as unknown as FakeCall).body as FormData;
    expect((body.get('file') as File).name).toBe('casos.csv');
    // No declared type: the server types the file by its content (a CSV is not refused as a PDF).
    expect(body.get('type')).toBe('');
    act(() => (sent as unknown as FakeCall).onUploadProgress?.({ loaded: 3, total: 4 }));
    expect(await card.findByRole('progressbar', { name: 'Subiendo archivo' })).toHaveAttribute('aria-valuenow', '75');
    await act(async () => release(file(11, 1, 'Casos prácticos')));
    expect(await screen.findByText('Recurso añadido ✅')).toBeInTheDocument();
  });

  it('refuses a type the server does not accept before sending', async () => {
    render();
    const card = within(await screen.findByRole('article', { name: 'Unidad 1' }));
    await userEvent.type(card.getByLabelText('Título del recurso'), 'Programa');
    await userEvent.upload(card.getByLabelText('Archivo'), new File(['MZ'], 'programa.exe'), { applyAccept: false });
    expect(
      card.getByText('Tipo de archivo no permitido. Formatos aceptados: PDF, PPT, PPTX, DOC, DOCX, XLS, XLSX, CSV, TXT, ZIP.'),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Subir archivo' })).toBeDisabled();
  });

  it('deletes a file', async () => {
    const { shell } = render({ 'DELETE /materials/resources/10': undefined });
    const card = within(await screen.findByRole('article', { name: 'Unidad 1' }));
    await userEvent.click(await card.findByRole('button', { name: 'Eliminar recurso Guía de lectura' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '¿Eliminar recurso?' })).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('Recurso eliminado 🗑️')).toBeInTheDocument();
    expect(shell.requests).toContain('DELETE /materials/resources/10');
  });

  it('says so when the courses cannot be loaded', async () => {
    renderPage(<MaterialsPage />, {
      path: '/prof/materiales',
      get: { '/teacher/courses': () => Promise.reject(httpError(500)), '/materials/upload-limits': UPLOAD_LIMITS },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los cursos.');
  });
});
