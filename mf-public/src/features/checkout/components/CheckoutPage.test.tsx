import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createMockHttp,
  createMockSession,
  currentLocation,
  fakeJwt,
  httpError,
  ok,
  renderRemote,
} from '../../../app/testing/remoteHarness';
import { CheckoutPage } from './CheckoutPage';
import { ThankYouPage } from './ThankYouPage';

const course = {
  id: 4,
  title: 'Arbitraje Comercial',
  teacherVisible: 'Dra. Carmen Vega',
  area: 'Arbitraje',
  level: 'Intermedio',
  price: 1450,
};

function renderCheckout(
  url: string | { pathname: string; search?: string; state?: unknown },
  opts: Parameters<typeof renderRemote>[1] = {},
) {
  return renderRemote(<CheckoutPage />, { path: '/checkout', url, extraRoutes: { '/gracias': <ThankYouPage /> }, ...opts });
}

describe('CheckoutPage', () => {
  it('uses the course of the navigation state and shows the summary', () => {
    renderCheckout({ pathname: '/checkout', search: '?courseId=4', state: { course } });
    const summary = screen.getByRole('complementary', { name: 'Resumen de compra' });
    for (const text of ['Arbitraje Comercial', 'Dra. Carmen Vega', 'Arbitraje', 'Intermedio', 'S/ 1,450.00']) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
  });

  it('looks the course up by id in the static course list', async () => {
    const http = createMockHttp();
    http.get.mockImplementation(async (url: string) => {
      if (url === '/data/cursos.json') return ok([{ id: 1, title: 'Otro' }, course]);
      throw new Error(url);
    });
    renderCheckout('/checkout?courseId=4', { http });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando curso…');
    expect(await screen.findByText('Arbitraje Comercial')).toBeInTheDocument();
  });

  it('falls back to GET /courses/{id} when the static list lacks it', async () => {
    const http = createMockHttp();
    http.get.mockImplementation(async (url: string) => {
      if (url === '/data/cursos.json') return ok([]);
      if (url === '/courses/4') return ok(course);
      throw new Error(url);
    });
    renderCheckout('/checkout?courseId=4', { http });
    expect(await screen.findByText('Arbitraje Comercial')).toBeInTheDocument();
  });

  it('says "No hay curso para pagar." without a course, with a link to the catalogue', async () => {
    renderCheckout('/checkout');
    expect(screen.getByRole('heading', { name: 'No hay curso para pagar.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cursos disponibles' })).toHaveAttribute('href', '/cursos');
  });

  it('says "No hay curso para pagar." when the id matches no course', async () => {
    const http = createMockHttp();
    http.get.mockImplementation(async (url: string) => {
      if (url === '/data/cursos.json') return ok([]);
      throw httpError(404, { error: 'Curso no encontrado' });
    });
    renderCheckout('/checkout?courseId=77', { http });
    expect(await screen.findByRole('heading', { name: 'No hay curso para pagar.' })).toBeInTheDocument();
  });

  it('validates name and e-mail in Spanish, focuses the first error and sends nothing', async () => {
    const { http } = renderCheckout({ pathname: '/checkout', search: '?courseId=4', state: { course } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar S/ 1,450.00' }));
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveAccessibleDescription('Nombre es requerido.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveFocus());
    expect(screen.getByText('Email es requerido.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Correo electrónico' }), { target: { value: 'x@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar S/ 1,450.00' }));
    expect(screen.getByText('Email inválido.')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('prefills a signed-in user, creates the order and shows /gracias', async () => {
    const http = createMockHttp();
    let resolve!: (v: unknown) => void;
    http.post.mockImplementation(() => new Promise((r) => (resolve = r)));
    const session = createMockSession(fakeJwt({ sub: '5', roles: ['ESTUDIANTE'], exp: 4e9 }), {
      fullName: 'Lucía Torres',
      email: 'lucia@inpro.test',
    });
    renderCheckout({ pathname: '/checkout', search: '?courseId=4', state: { course } }, { http, session });
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Lucía Torres');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('lucia@inpro.test');

    fireEvent.click(screen.getByRole('button', { name: 'Pagar S/ 1,450.00' }));
    expect(http.post).toHaveBeenCalledWith('/orders', { buyerName: 'Lucía Torres', buyerEmail: 'lucia@inpro.test', courseId: 4 });
    const busy = screen.getByRole('button', { name: 'Procesando pago…' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(http.post).toHaveBeenCalledTimes(1);

    await act(async () =>
      resolve(ok({ id: 1, status: 'PAID', total: 1450, buyerEmail: 'lucia@inpro.test', course: { id: 4, title: 'Arbitraje Comercial' } })),
    );
    expect(currentLocation().pathname).toBe('/gracias');
    expect(screen.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeInTheDocument();
    expect(screen.getByText('Arbitraje Comercial')).toBeInTheDocument();
    expect(screen.getByText('S/ 1,450.00')).toBeInTheDocument();
    expect(screen.getByText('lucia@inpro.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al Aula Virtual' })).toHaveAttribute('href', '/aula/login');
    expect(screen.getByRole('link', { name: 'Ver más cursos' })).toHaveAttribute('href', '/cursos');
  });

  it('shows the server error and lets the buyer try again', async () => {
    const http = createMockHttp();
    http.post.mockRejectedValue(httpError(422, { error: 'El pago fue rechazado.' }));
    renderCheckout({ pathname: '/checkout', search: '?courseId=4', state: { course } }, { http });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre completo' }), { target: { value: ' Pedro Díaz ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Correo electrónico' }), { target: { value: 'pedro@inpro.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar S/ 1,450.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El pago fue rechazado.');
    expect(http.post).toHaveBeenCalledWith('/orders', { buyerName: 'Pedro Díaz', buyerEmail: 'pedro@inpro.test', courseId: 4 });
    expect(screen.getByRole('button', { name: 'Pagar S/ 1,450.00' })).toBeEnabled();
    expect(currentLocation().pathname).toBe('/checkout');
  });
});

describe('ThankYouPage', () => {
  it('without a purchase shows a message with both links', () => {
    renderRemote(<ThankYouPage />, { path: '/gracias' });
    expect(screen.getByRole('heading', { name: 'No hay una compra reciente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al Aula Virtual' })).toHaveAttribute('href', '/aula/login');
    expect(screen.getByRole('link', { name: 'Ver más cursos' })).toHaveAttribute('href', '/cursos');
  });
});
