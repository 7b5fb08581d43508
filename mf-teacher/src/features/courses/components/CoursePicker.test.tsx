import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, type FakeCall } from '@inpro/ui/src/testing';
import { makeCourse, renderPage } from '../../../testing/renderPage';
import { CoursePicker, type CourseChoice } from './CoursePicker';

// The server's whole list of the teacher's courses: ids 101…(100 + n), codes DC-001…, titles «Curso 1»….
const catalogue = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const k = i + 1;
    return makeCourse({ id: 100 + k, code: `DC-${String(k).padStart(3, '0')}`, title: `Curso ${k}`, name: `Curso ${k}` });
  });

/** GET /teacher/courses as the API answers it: `q` filters code and title, one page of `size`. */
function server(courses: ReturnType<typeof catalogue>) {
  return (call: FakeCall) => {
    const q = String(call.params?.q ?? '').toLowerCase();
    const found = q ? courses.filter((c) => `${c.code} ${c.title}`.toLowerCase().includes(q)) : courses;
    const size = Number(call.params?.size);
    return { content: found.slice(0, size), page: 0, size, totalElements: found.length, totalPages: Math.ceil(found.length / size) };
  };
}

const submitted = jest.fn();

function Harness({ initial = '', current, disabled }: { initial?: string; current?: CourseChoice; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      aria-label="Formulario"
      onSubmit={(e) => {
        e.preventDefault();
        submitted();
      }}
    >
      <CoursePicker label="Curso" required value={value} onChange={(e) => setValue(e.target.value)} current={current} disabled={disabled} />
      <output aria-label="Elegido">{value}</output>
    </form>
  );
}

function render(courses: ReturnType<typeof catalogue>, props: Parameters<typeof Harness>[0] = {}) {
  return renderPage(<Harness {...props} />, { get: { '/teacher/courses': server(courses) } });
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const coursesCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/teacher/courses');

describe('CoursePicker', () => {
  it('a teacher with few courses gets the plain list, no search', async () => {
    const { shell } = render(catalogue(3));
    const select = screen.getByLabelText(/^Curso/);
    expect(within(select).getByRole('option', { name: 'Cargando cursos…' })).toBeInTheDocument();
    await within(select).findByRole('option', { name: 'DC-001 — Curso 1' });
    expect(optionTexts(select)).toEqual(['Selecciona un curso', 'DC-001 — Curso 1', 'DC-002 — Curso 2', 'DC-003 — Curso 3']);
    expect(screen.queryByLabelText('Buscar curso')).not.toBeInTheDocument();
    expect(select).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(select, '102');
    expect(screen.getByLabelText('Elegido')).toHaveTextContent('102');
    expect(coursesCalls(shell.calls)).toEqual([expect.objectContaining({ params: { page: 0, size: 50 } })]);
  });

  it('with more courses than one page, searches on the server and says how many there are', async () => {
    const { shell } = render(catalogue(120));
    const search = await screen.findByLabelText('Buscar curso');
    const select = screen.getByLabelText(/^Curso/);
    const hint = 'Se muestran 50 de 120 cursos: escribe parte del código o del nombre para encontrar el resto.';
    expect(select).toHaveAccessibleDescription(hint);
    expect(search).toHaveAccessibleDescription(hint);
    expect(within(select).getAllByRole('option')).toHaveLength(51);
    expect(within(select).queryByRole('option', { name: 'DC-051 — Curso 51' })).not.toBeInTheDocument();

    await userEvent.type(search, 'DC-08{Enter}');
    // Enter in the search does not send the form the picker is in.
    expect(submitted).not.toHaveBeenCalled();
    await within(select).findByRole('option', { name: 'DC-080 — Curso 80' });
    const searches = coursesCalls(shell.calls).filter((c) => c.params?.q);
    // One call for the whole text (debounced), not one per key.
    expect(searches.map((c) => c.params)).toEqual([{ q: 'DC-08', page: 0, size: 50 }]);
    expect(optionTexts(select)).toEqual(['Selecciona un curso', ...Array.from({ length: 10 }, (_, i) => `DC-08${i} — Curso ${80 + i}`)]);
    // Every match is listed now: nothing more to say.
    expect(select).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(select, '185');
    expect(screen.getByLabelText('Elegido')).toHaveTextContent('185');

    // A search still matching more than a page keeps the count of its own matches.
    await userEvent.clear(search);
    await userEvent.type(search, 'DC-0');
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        'Se muestran 50 de 99 cursos: escribe parte del código o del nombre para encontrar el resto.',
      ),
    );
    // The course chosen from the earlier search stays listed (first) and chosen.
    expect(within(select).getAllByRole('option')).toHaveLength(52);
    expect(select).toHaveValue('185');
  });

  it('keeps the chosen course in the list when a later search does not find it', async () => {
    render(catalogue(60));
    const search = await screen.findByLabelText('Buscar curso');
    const select = screen.getByLabelText(/^Curso/);
    await userEvent.type(search, 'Curso 55');
    await within(select).findByRole('option', { name: 'DC-055 — Curso 55' });
    await userEvent.selectOptions(select, '155');

    await userEvent.clear(search);
    await userEvent.type(search, 'DC-002');
    await within(select).findByRole('option', { name: 'DC-002 — Curso 2' });
    expect(optionTexts(select)).toEqual(['Selecciona un curso', 'DC-055 — Curso 55', 'DC-002 — Curso 2']);
    expect(select).toHaveValue('155');
    expect(screen.getByLabelText('Elegido')).toHaveTextContent('155');
  });

  it("lists the caller's course (an edited session's) when no page has it, without a search while locked", async () => {
    render(catalogue(60), { initial: '160', current: { id: 160, code: 'DC-060', title: 'Curso 60' }, disabled: true });
    const select = screen.getByLabelText(/^Curso/);
    await within(select).findByRole('option', { name: 'DC-001 — Curso 1' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('160');
    expect(within(select).getByRole('option', { name: 'DC-060 — Curso 60', selected: true })).toBeInTheDocument();
    expect(screen.queryByLabelText('Buscar curso')).not.toBeInTheDocument();
  });

  it('says when no course matches the search', async () => {
    const { shell } = render(catalogue(60));
    const search = await screen.findByLabelText('Buscar curso');
    await userEvent.type(search, 'penal');
    const select = screen.getByLabelText(/^Curso/);
    await waitFor(() => expect(select).toHaveAccessibleDescription('Ningún curso coincide con «penal».'));
    expect(screen.getByText('Ningún curso coincide con «penal».')).toHaveAttribute('aria-live', 'polite');
    expect(optionTexts(select)).toEqual(['Selecciona un curso']);
    expect(coursesCalls(shell.calls).at(-1)?.params).toEqual({ q: 'penal', page: 0, size: 50 });
  });

  it("says when the teacher's courses cannot be loaded", async () => {
    renderPage(<Harness />, { get: { '/teacher/courses': () => Promise.reject(httpError(500, 'Servicio no disponible.')) } });
    expect(await screen.findByText('Servicio no disponible.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Curso/)).toHaveAccessibleDescription('Servicio no disponible.');
  });
});
