import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@inpro/shared-contracts';
import { PagedTable, type PagedQuery } from './PagedTable';

interface Row {
  id: number;
  name: string;
}

const columns = [{ key: 'name', header: 'Nombre', rowHeader: true }];

function query(data: Page<Row> | undefined, more: Partial<PagedQuery<Row>> = {}): PagedQuery<Row> {
  return { data, isFetching: false, isError: false, error: null, refetch: jest.fn(async () => undefined), ...more };
}

function table(q: PagedQuery<Row>, onPageChange = jest.fn()) {
  return render(
    <PagedTable
      caption="Usuarios"
      columns={columns}
      query={q}
      rowKey={(r) => r.id}
      page={0}
      onPageChange={onPageChange}
      countLabel={(n) => (n === 1 ? '1 usuario' : `${n} usuarios`)}
      loadingLabel="Cargando usuarios…"
      loadErrorMessage="No se pudieron cargar los usuarios."
      emptyText="No hay resultados."
      pagerLabel="Páginas de usuarios"
    />,
  );
}

describe('PagedTable', () => {
  it('shows the total, the rows and a pager when there is more than one page', async () => {
    const onPageChange = jest.fn();
    table(query({ content: [{ id: 1, name: 'Ana' }], page: 0, size: 1, totalElements: 2, totalPages: 2 }), onPageChange);
    expect(screen.getByText('2 usuarios')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Ana' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('singular count, no pager for one page, the empty text with no rows', () => {
    const { rerender } = table(query({ content: [{ id: 1, name: 'Ana' }], page: 0, size: 20, totalElements: 1, totalPages: 1 }));
    expect(screen.getByText('1 usuario')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de usuarios' })).not.toBeInTheDocument();
    rerender(
      <PagedTable
        caption="Usuarios"
        columns={columns}
        query={query({ content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 })}
        rowKey={(r) => r.id}
        page={0}
        onPageChange={jest.fn()}
        countLabel={(n) => `${n} usuarios`}
        loadingLabel="Cargando usuarios…"
        loadErrorMessage="No se pudieron cargar los usuarios."
        emptyText="No hay resultados."
        pagerLabel="Páginas de usuarios"
      />,
    );
    expect(screen.getByText('No hay resultados.')).toBeInTheDocument();
  });

  it('says the list did not load and retries', async () => {
    const q = query(undefined, { isError: true, error: new Error('network') });
    table(q);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los usuarios.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(q.refetch).toHaveBeenCalled();
  });
});
