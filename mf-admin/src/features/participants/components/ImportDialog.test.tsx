import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from '@inpro/ui/src/testing';
import { adminShell } from '../../../testing/adminShell';
import { ImportDialog } from './ImportDialog';

const preview = {
  total: 2,
  valid: 1,
  invalid: 1,
  ignoredColumns: [],
  rows: [
    { line: 2, email: 'ana@inpro.test', fullName: 'Ana', phone: '', dni: '', role: 'ESTUDIANTE', studentCode: '', status: '', errors: {} },
    {
      line: 3,
      email: 'mal',
      fullName: '',
      phone: '',
      dni: '',
      role: 'ESTUDIANTE',
      studentCode: '',
      status: '',
      errors: { email: 'Email inválido.' },
    },
  ],
};

describe('ImportDialog', () => {
  it('previews the rows with their errors; all is refused while a row is invalid, the valid ones can be imported', async () => {
    const shell = adminShell({
      routes: {
        'POST /admin/users/import/preview': preview,
        'POST /admin/users/import': {
          created: [{ id: 9, email: 'ana@inpro.test', fullName: 'Ana', role: 'ESTUDIANTE', temporaryPassword: 'Tmp-1234-abcd' }],
          skipped: 1,
        },
      },
    });
    renderInRemote(<ImportDialog onClose={() => undefined} />, shell);
    const dialog = screen.getByRole('dialog', { name: 'Importar participantes' });
    await userEvent.upload(within(dialog).getByLabelText('Archivo'), new File(['Email,Nombre\n'], 'alumnos.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar archivo' }));
    expect(await within(dialog).findByText('2 fila(s): 1 válida(s), 1 con errores.')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /mal/ })).toHaveTextContent('Email inválido.');
    expect(within(dialog).getByRole('button', { name: 'Importar todo' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar solo las 1 filas válidas' }));
    expect(await within(dialog).findByText('ana@inpro.test', { exact: false })).toHaveTextContent('Tmp-1234-abcd');
    await waitFor(() => expect(shell.calls.find((c) => c.url === '/admin/users/import')?.params).toEqual({ mode: 'valid' }));
  });
});
