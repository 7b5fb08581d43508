import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';
import { ToastProvider, TOAST_DEFAULT_MS } from './ToastProvider';
import { useToast } from './useToast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Unidad añadida ✅')}>
        Añadir
      </button>
      <button type="button" onClick={() => toast.error('Error al crear unidad', { duration: 4000 })}>
        Fallar
      </button>
    </>
  );
}

describe('ToastProvider / useToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces in a status region and disappears after 2200 ms by default', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    expect(TOAST_DEFAULT_MS).toBe(2200);
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Unidad añadida ✅');
    act(() => jest.advanceTimersByTime(2199));
    expect(region).toHaveTextContent('Unidad añadida ✅');
    act(() => jest.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent('Unidad añadida ✅');
  });

  it('honours a custom duration, stacks toasts and closes one by its button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fallar' }));
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Error al crear unidad');
    expect(region).toHaveTextContent('Unidad añadida ✅');
    act(() => jest.advanceTimersByTime(2200));
    expect(region).toHaveTextContent('Error al crear unidad');
    expect(region).not.toHaveTextContent('Unidad añadida ✅');
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('fails loudly outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside a ToastProvider');
    jest.restoreAllMocks();
  });

  it('shows its toasts inside an open modal dialog, where they can be read and closed, and back on the page after', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    function WithDialog() {
      const [open, setOpen] = useState(false);
      const toast = useToast();
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Abrir
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Asistencia">
            <button type="button" onClick={() => toast.success('Asistencia guardada')}>
              Guardar
            </button>
          </Dialog>
        </>
      );
    }
    render(
      <ToastProvider>
        <WithDialog />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = screen.getByRole('dialog', { name: 'Asistencia' });
    expect(dialog).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Asistencia guardada');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Asistencia guardada');
  });
});
