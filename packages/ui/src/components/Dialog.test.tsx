import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';
import { TextField } from './TextField';
import { Button } from './Button';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Nuevo participante
      </button>
      <Dialog
        open={open}
        title="Nuevo participante"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button type="submit">Guardar</Button>}
      >
        <TextField label="Email" />
        <TextField label="Nombre" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal labelled by its title and focuses the first field', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo participante' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo participante' });
    // Modal: the browser keeps Tab inside and the page behind inert (the browser tests check it; jsdom cannot).
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveFocus();
    showModal.mockRestore();
  });

  it('closes on Escape and returns the focus to the opener', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Nuevo participante' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with the × button and on a click on the backdrop, not inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo participante' }));
    await userEvent.click(screen.getByLabelText('Email'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo participante' }));
    // A press on the backdrop lands on the <dialog> element itself (its panel fills it).
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives the focus back to the opener when it is removed while open', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Abrir
          </button>
          {shown ? (
            <Dialog open={open} title="Detalle" onClose={() => setOpen(false)}>
              <button type="button" onClick={() => setShown(false)}>
                Quitar
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Detalle' });
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('stays open on Escape and on the backdrop while it may not be dismissed', async () => {
    const onClose = jest.fn();
    render(
      <Dialog open title="Enviando" onClose={onClose} dismissable={false}>
        <button type="button">Esperar</button>
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it('renders nothing when closed', () => {
    render(
      <Dialog open={false} title="Oculto" onClose={() => {}}>
        x
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
