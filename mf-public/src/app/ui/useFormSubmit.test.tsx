import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormSubmit } from './FormSubmit';
import { useFormSubmit, type FormErrors } from './useFormSubmit';

function Form({ validate, send }: { validate(): FormErrors<'name'> | Promise<FormErrors<'name'>>; send(): Promise<void> }) {
  const { errors, serverError, busy, onSubmit } = useFormSubmit<'name'>({ validate, send, failure: 'No se pudo enviar' });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Prueba">
      <label htmlFor="name">Nombre</label>
      <input id="name" aria-invalid={errors.name ? true : undefined} />
      {errors.name ? <p>{errors.name}</p> : null}
      <FormSubmit error={serverError} busy={busy} busyText="Enviando…" className="">
        Enviar
      </FormSubmit>
    </form>
  );
}

describe('useFormSubmit with an async validation', () => {
  it('shows the messages, focuses the first invalid field and sends nothing', async () => {
    const send = jest.fn(async () => undefined);
    render(<Form validate={async () => ({ name: 'Nombre es requerido.' })} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Nombre es requerido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('validates once while the validation is still loading, then sends once', async () => {
    const send = jest.fn(async () => undefined);
    let resolve!: (errors: FormErrors<'name'>) => void;
    const validate = jest.fn(() => new Promise<FormErrors<'name'>>((r) => (resolve = r)));
    render(<Form validate={validate} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(validate).toHaveBeenCalledTimes(1);
    resolve({});
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it('shows the failure message and sends nothing when the validation cannot be loaded', async () => {
    const send = jest.fn(async () => undefined);
    render(<Form validate={() => Promise.reject(new Error('Loading chunk 42 failed.'))} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo enviar');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });
});
