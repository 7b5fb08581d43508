import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirm } from './useConfirm';

describe('ConfirmDialog', () => {
  it('is an alertdialog with the question as description and Cancelar focused', () => {
    render(
      <ConfirmDialog open title="Eliminar" message="¿Eliminar unidad y sus recursos?" danger onConfirm={() => {}} onCancel={() => {}} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar' });
    expect(dialog).toHaveAccessibleDescription('¿Eliminar unidad y sus recursos?');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirmar' }).className).toContain('danger');
  });

  it('shows the confirm button busy while an async confirmation runs', async () => {
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="Borrar" confirmLabel="Borrar" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(screen.getByRole('button', { name: 'Borrar' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Borrar' })).not.toHaveAttribute('aria-busy'));
  });

  it('useConfirm resolves true on confirm and false on Escape', async () => {
    const results: boolean[] = [];
    function Screen() {
      const [confirm, dialog] = useConfirm();
      const [, force] = useState(0);
      return (
        <>
          <button
            type="button"
            onClick={async () => {
              results.push(await confirm({ title: '¿Quitar del curso?', confirmLabel: 'Quitar' }));
              force((n) => n + 1);
            }}
          >
            Quitar
          </button>
          {dialog}
        </>
      );
    }
    render(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Quitar' })[1]);
    await waitFor(() => expect(results).toEqual([true]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(results).toEqual([true, false]));
  });
});
