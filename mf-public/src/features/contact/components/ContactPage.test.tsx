import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from './ContactPage';
import { mockHttp, ok, renderWithRemote } from '../../../app/testing/renderWithRemote';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nombre completo/), '  Ana Torres  ');
  await user.type(screen.getByLabelText(/Correo electrónico/), 'Ana.Torres@Example.PE');
  await user.selectOptions(screen.getByLabelText(/Asunto/), 'Certificados');
  await user.type(screen.getByLabelText(/Mensaje/), 'Quisiera saber cuándo recibo mi certificado.');
  await user.click(screen.getByLabelText(/Acepto la política de privacidad/));
}

describe('ContactPage', () => {
  it('shows the e-mail and phone of the site configuration, departments and FAQs', () => {
    renderWithRemote(<ContactPage />, { config: { contactEmail: 'informes@inpro.edu.pe', contactPhone: '+51 (01) 555-0100' } });
    const channels = screen.getByRole('list', { name: 'Canales de atención' });
    expect(within(channels).getByRole('link', { name: 'informes@inpro.edu.pe' })).toHaveAttribute('href', 'mailto:informes@inpro.edu.pe');
    expect(within(channels).getByRole('link', { name: '+51 (01) 555-0100' })).toHaveAttribute('href', 'tel:+51015550100');
    expect(within(channels).getByText('Lunes a Viernes 9:00-18:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Áreas de atención' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Soporte Técnico del Aula Virtual' })).toBeInTheDocument();
    expect(screen.getByText('¿En cuánto tiempo responden los mensajes?')).toBeInTheDocument();
  });

  it('asks consent to the privacy policy, linked in a new tab', () => {
    renderWithRemote(<ContactPage />);
    const consent = screen.getByRole('checkbox', {
      name: 'Acepto la política de privacidad y el tratamiento de mis datos personales conforme a la Ley N.° 29733.',
    });
    expect(consent).toBeRequired();
    const link = within(screen.getByRole('form', { name: 'Formulario de contacto' })).getByRole('link', { name: 'política de privacidad' });
    expect(link).toHaveAttribute('href', '/privacidad');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers exactly the three subjects', () => {
    renderWithRemote(<ContactPage />);
    const options = within(screen.getByLabelText(/Asunto/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Selecciona un asunto', 'Inscripciones', 'Soporte técnico', 'Certificados']);
  });

  it('shows a Spanish message for every missing required field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const post = jest.fn();
    renderWithRemote(<ContactPage />, { http: mockHttp({ post }) });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Nombre es requerido.')).toBeInTheDocument();
    expect(screen.getByText('Email es requerido.')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un asunto (Inscripciones, Soporte técnico o Certificados).')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu mensaje.')).toBeInTheDocument();
    expect(screen.getByText('Debes aceptar la política de privacidad.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre completo/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/Nombre completo/)).toHaveFocus());
    expect(screen.getByLabelText(/Teléfono/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('rejects a wrong e-mail and a wrong phone', async () => {
    const user = userEvent.setup({ delay: null });
    const post = jest.fn();
    renderWithRemote(<ContactPage />, { http: mockHttp({ post }) });
    await fillValid(user);
    await user.clear(screen.getByLabelText(/Correo electrónico/));
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@');
    await user.type(screen.getByLabelText(/Teléfono/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Email inválido.')).toBeInTheDocument();
    expect(screen.getByText('Teléfono inválido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Correo electrónico/)).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the message, disables the button while sending, then thanks and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    let resolve!: (v: unknown) => void;
    const post = jest.fn(() => new Promise((r) => (resolve = r)));
    renderWithRemote(<ContactPage />, { http: mockHttp({ post }) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(post).toHaveBeenCalledWith('/contact', {
      name: 'Ana Torres',
      email: 'ana.torres@example.pe',
      phone: null,
      subject: 'Certificados',
      message: 'Quisiera saber cuándo recibo mi certificado.',
      privacy: true,
    });
    const busy = screen.getByRole('button', { name: /Enviando/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(post).toHaveBeenCalledTimes(1);
    resolve({
      data: { id: 1, message: 'Mensaje enviado. Te responderemos pronto.', createdAt: '2026-01-01T00:00:00Z' },
      status: 201,
      headers: {},
    });
    expect(await screen.findByText('Mensaje enviado. Te responderemos pronto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('');
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('');
    expect(screen.getByLabelText(/Asunto/)).toHaveValue('');
    expect(screen.getByLabelText(/Mensaje/)).toHaveValue('');
    expect(screen.getByLabelText(/Acepto la política de privacidad/)).not.toBeChecked();
  });

  it('sends the optional phone when given', async () => {
    const user = userEvent.setup({ delay: null });
    const post = jest.fn(() => ok({ id: 2, message: 'Mensaje enviado. Te responderemos pronto.' }));
    renderWithRemote(<ContactPage />, { http: mockHttp({ post }) });
    await fillValid(user);
    await user.type(screen.getByLabelText(/Teléfono/), '987 654 321');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await screen.findByText('Mensaje enviado. Te responderemos pronto.');
    expect(post).toHaveBeenCalledWith('/contact', expect.objectContaining({ phone: '987 654 321' }));
  });

  it('shows the server error and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const post = jest.fn(() =>
      Promise.reject({ response: { status: 400, data: { error: 'Datos inválidos.', details: { email: 'Email inválido.' } } } }),
    );
    renderWithRemote(<ContactPage />, { http: mockHttp({ post }) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Datos inválidos.');
    expect(screen.getByText('Email inválido.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('  Ana Torres  ');
    expect(screen.queryByText('Mensaje enviado. Te responderemos pronto.')).not.toBeInTheDocument();
  });

  it('falls back to the generic message when the failure says nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithRemote(<ContactPage />, { http: mockHttp({ post: jest.fn(() => Promise.reject({})) }) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo enviar tu mensaje.');
  });
});
