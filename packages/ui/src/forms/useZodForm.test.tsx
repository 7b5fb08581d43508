import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { AdoptVisitorInput } from '../remote/AdoptVisitorInput';
import { createRemoteLifecycles } from '../remote/createRemoteLifecycles';
import { RemoteProviders } from '../remote/RemoteProviders';
import { chooseIn, createFakeShell, isHydrated, mountAsTheShell, prerenderedHost as hostOf, runOutsideAct, typeInto } from '../testing';
import { QueryClient } from '@tanstack/react-query';
import { PRERENDERED_ATTRIBUTE } from '@inpro/shared-contracts';
import { CheckboxField } from '../components/CheckboxField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { serverErrors } from './serverErrors';
import { useZodForm, type SchemaSource } from './useZodForm';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email es requerido.' })
    .pipe(z.email({ error: 'Email inválido.' })),
  password: z.string().min(1, { error: 'Contraseña es requerida.' }),
  area: z.enum(['penal', 'civil']),
  terms: z.literal(true, { error: 'Debes aceptar los términos y condiciones.' }),
});
type Values = { email: string; password: string; area: string; terms: boolean };
const EMPTY: Values = { email: '', password: '', area: 'penal', terms: false };

interface FormProps {
  send(values: z.output<typeof schema>): unknown;
  source?: SchemaSource<z.output<typeof schema>>;
}

function Form({ send, source = schema }: FormProps) {
  const { field, checkbox, errors, busy, submit } = useZodForm({
    schema: source,
    defaultValues: EMPTY,
    onSubmit: send,
    failure: 'No se pudo enviar.',
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Ingreso">
      <TextField id="correo" label="Correo" type="email" {...field('email')} />
      <TextField id="clave" label="Contraseña" type="password" {...field('password')} />
      <SelectField
        id="area"
        label="Área"
        options={[
          { value: 'penal', label: 'Penal' },
          { value: 'civil', label: 'Civil' },
        ]}
        {...field('area')}
      />
      <CheckboxField id="acepto" label="Acepto" {...checkbox('terms')} />
      {errors._ ? <p role="alert">{errors._}</p> : null}
      <button type="submit" disabled={busy}>
        {busy ? 'Enviando…' : 'Enviar'}
      </button>
    </form>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('useZodForm', () => {
  it("shows the schema's messages on the fields, focuses the first invalid one and sends nothing", async () => {
    const onSubmit = jest.fn();
    render(<Form send={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'x' } });
    send();
    expect(await screen.findByText('Email es requerido.')).toBeInTheDocument();
    expect(screen.getByText('Debes aceptar los términos y condiciones.')).toBeInTheDocument();
    const email = screen.getByLabelText('Correo');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email es requerido.');
    expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(email).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first field the new check finds invalid, not one the last check marked', async () => {
    const user = userEvent.setup();
    render(<Form send={jest.fn()} />);
    send();
    expect(await screen.findByText('Email es requerido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Correo')).toHaveFocus());
    // The e-mail is now wrong, the password still missing (its message from the last check still shows).
    await user.type(screen.getByLabelText('Correo'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Email inválido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Correo')).toHaveFocus());
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
  });

  it("clears a field's message when it changes and sends the schema's output once valid", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form send={onSubmit} />);
    send();
    expect(await screen.findByText('Email es requerido.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo'), '  ana@inpro.test ');
    expect(screen.queryByText('Email es requerido.')).not.toBeInTheDocument();
    expect(screen.getByText('Contraseña es requerida.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contraseña'), 'Inpro2026!');
    await user.selectOptions(screen.getByLabelText('Área'), 'civil');
    await user.click(screen.getByLabelText('Acepto'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@inpro.test', password: 'Inpro2026!', area: 'civil', terms: true });
  });

  it("shows the server's details on their fields and its message under the form; the form stays as typed", async () => {
    const user = userEvent.setup();
    const refusal = { response: { status: 400, data: { error: 'Datos inválidos.', details: { email: 'Email ya registrado.' } } } };
    render(<Form send={() => Promise.reject(refusal)} />);
    await user.type(screen.getByLabelText('Correo'), 'ana@inpro.test');
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    await user.click(screen.getByLabelText('Acepto'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Datos inválidos.');
    expect(screen.getByLabelText('Correo')).toHaveAccessibleDescription('Email ya registrado.');
    // The field the server refused gets the focus: it is read out with its message.
    await waitFor(() => expect(screen.getByLabelText('Correo')).toHaveFocus());
    expect(screen.getByLabelText('Correo')).toHaveValue('ana@inpro.test');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    // A change takes the messages away.
    await user.type(screen.getByLabelText('Correo'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Email ya registrado.')).not.toBeInTheDocument();
  });

  it('is busy while sending and sends once however often the visitor presses', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form send={onSubmit} />);
    await user.type(screen.getByLabelText('Correo'), 'ana@inpro.test');
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    await user.click(screen.getByLabelText('Acepto'));
    const form = screen.getByRole('form', { name: 'Ingreso' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('loads a schema given as a loader once, on the first submit; a failed load sends nothing and says so', async () => {
    const onSubmit = jest.fn();
    const loader = jest
      .fn<Promise<typeof schema>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed.'))
      .mockResolvedValue(schema);
    render(<Form send={onSubmit} source={loader} />);
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo enviar.');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    send();
    expect(await screen.findByText('Email es requerido.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

const quizSchema = z.object({
  answers: z.record(z.string(), z.number()).superRefine((answers, ctx) => {
    for (const id of ['q1', 'q2']) if (answers[id] === undefined) ctx.addIssue({ code: 'custom', path: [id], message: 'Responde.' });
  }),
});

function Quiz({ send }: { send(values: z.output<typeof quizSchema>): unknown }) {
  const { values, errors, set, submit } = useZodForm({
    schema: quizSchema,
    defaultValues: { answers: {} as Record<string, number> },
    onSubmit: send,
    failure: 'No se pudo enviar.',
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Quiz">
      {['q1', 'q2'].map((id) => (
        <fieldset key={id} aria-invalid={errors[`answers.${id}`] ? true : undefined}>
          <legend>{id}</legend>
          {[0, 1].map((j) => (
            <label key={j}>
              <input type="radio" name={id} checked={values.answers[id] === j} onChange={() => set(`answers.${id}`, j)} />
              {`${id}-${j}`}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('useZodForm with groups of radios', () => {
  it('focuses the first control of the first group marked invalid; a choice clears only its group', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Quiz send={onSubmit} />);
    await user.click(screen.getByLabelText('q1-1'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const q2 = screen.getByRole('group', { name: 'q2' });
    await waitFor(() => expect(q2).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('group', { name: 'q1' })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText('q2-0')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('q2-1'));
    expect(q2).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ answers: { q1: 1, q2: 1 } }));
  });
});

describe('serverErrors', () => {
  it("puts the server's details on the form's fields and its message under the form, once", () => {
    const fields = ['email', 'currentPassword'];
    const invalid = { response: { status: 400, data: { error: 'Datos inválidos.', details: { email: 'Muy largo.', other: 'x' } } } };
    expect(serverErrors(invalid, 'No se pudo.', fields)).toEqual({ fields: { email: 'Muy largo.' }, message: 'Datos inválidos.' });
    const refused = { response: { status: 400, data: { error: 'Clave incorrecta.', details: { currentPassword: 'Clave incorrecta.' } } } };
    expect(serverErrors(refused, 'No se pudo.', fields)).toEqual({ fields: { currentPassword: 'Clave incorrecta.' } });
    expect(serverErrors({ response: { status: 403, data: { error: 'Prohibido.' } } }, 'No se pudo.', fields)).toEqual({
      fields: {},
      message: 'Prohibido.',
    });
    expect(serverErrors({ response: { status: 500, data: {} } }, 'No se pudo.', fields)).toEqual({ fields: {}, message: 'No se pudo.' });
  });
});

/** The form of a prerendered page, as a remote's server renderer gives it and the remote hydrates it. */
function PrerenderedPage() {
  return (
    <Suspense fallback={<p>Cargando…</p>}>
      <Form send={(values) => void (document.title = `${values.email}|${values.password}|${values.area}|${values.terms}`)} />
      <AdoptVisitorInput />
    </Suspense>
  );
}

function prerenderedHost(): HTMLElement {
  const { props } = createFakeShell();
  return hostOf(
    renderToString(
      <RemoteProviders area="Sitio público" remote={props} queryClient={new QueryClient()}>
        <PrerenderedPage />
      </RemoteProviders>,
    ),
  );
}

function mount(domElement: HTMLElement) {
  const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: PrerenderedPage });
  return mountAsTheShell(lifecycles, domElement, createFakeShell().props);
}

describe('useZodForm on a prerendered page', () => {
  runOutsideAct();
  beforeEach(() => {
    document.title = '';
  });

  it('sends what the visitor typed, chose and ticked before the page was hydrated', async () => {
    const host = prerenderedHost();
    host.querySelector<HTMLInputElement>('input[type="email"]')!.value = 'ana@inpro.test';
    host.querySelector<HTMLInputElement>('input[type="password"]')!.value = 'Inpro2026!';
    host.querySelector('select')!.value = 'civil';
    host.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unmount = await mount(host);
    await waitFor(() => expect(host).not.toHaveAttribute(PRERENDERED_ATTRIBUTE));
    await waitFor(() => expect(Object.keys(host.querySelector('select')!).some((k) => k.startsWith('__reactFiber'))).toBe(true));
    expect(screen.getByLabelText('Correo')).toHaveValue('ana@inpro.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(document.title).toBe('ana@inpro.test|Inpro2026!|civil|true'));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    await unmount();
  });

  it('keeps a field filled before beside an autofill that makes React hydrate the page', async () => {
    const host = prerenderedHost();
    const email = host.querySelector<HTMLInputElement>('input[type="email"]')!;
    const password = host.querySelector<HTMLInputElement>('input[type="password"]')!;
    email.value = 'ana@inpro.test';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const unmount = await mount(host);
    password.value = 'Inpro2026!';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    host.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    expect(email).toHaveValue('ana@inpro.test');
    expect(password).toHaveValue('Inpro2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(document.title).toBe('ana@inpro.test|Inpro2026!|penal|true'));
    await unmount();
  });

  it('keeps a choice in a list that makes React hydrate the page, beside fields filled before', async () => {
    const host = prerenderedHost();
    typeInto(host.querySelector<HTMLInputElement>('input[type="email"]')!, 'ana@inpro.test');
    host.querySelector<HTMLInputElement>('input[type="password"]')!.value = 'Inpro2026!';
    const unmount = await mount(host);
    const select = host.querySelector('select')!;
    expect(isHydrated(select)).toBe(false);
    // The `input` makes React hydrate the page and render the fields filled before, then comes `change`.
    chooseIn(select, 'civil');
    expect(select).toHaveValue('civil');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(document.title).toBe('ana@inpro.test|Inpro2026!|civil|true'));
    expect(select).toHaveValue('civil');
    await unmount();
  });
});
