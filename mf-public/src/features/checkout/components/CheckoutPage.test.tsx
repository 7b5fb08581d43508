import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createMockHttp,
  createMockSession,
  currentLocation,
  fakeJwt,
  httpError,
  ok,
  renderRemote,
  screenStatus,
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

  it('reads the course by id (GET /courses/{id}), not the whole course list', async () => {
    const http = createMockHttp();
    http.get.mockImplementation(async (url: string) => {
      if (url === '/courses/4') return ok(course);
      throw new Error(url);
    });
    renderCheckout('/checkout?courseId=4', { http });
    expect(screenStatus()).toHaveTextContent('Cargando curso…');
    expect(await screen.findByText('Arbitraje Comercial')).toBeInTheDocument();
    expect(http.get.mock.calls.map(([url]) => url)).toEqual(['/courses/4']);
  });

  it('says "No hay curso para pagar." when the course does not exist', async () => {
    const http = createMockHttp();
    http.get.mockImplementation(async (url: string) => {
      throw httpError(404, { error: `No existe ${url}` });
    });
    renderCheckout('/checkout?courseId=4', { http });
    expect(await screen.findByRole('heading', { name: 'No hay curso para pagar.' })).toBeInTheDocument();
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

  /** The client of a signed-in buyer: no course of theirs yet (GET /my/courses), other calls as each test says. */
  const buyerHttp = () => {
    const http = createMockHttp();
    http.get.mockImplementation(async (url: string) => {
      if (url === '/my/courses') return ok([]);
      throw new Error(`Unexpected GET ${url}`);
    });
    return http;
  };
  const student = () =>
    createMockSession(fakeJwt({ sub: '5', roles: ['ESTUDIANTE'], exp: 4e9 }), { fullName: 'Lucía Torres', email: 'lucia@inpro.test' });
  const paidOrder = {
    id: 12,
    number: 'ORD-000012',
    status: 'PAID',
    plan: 'FULL',
    total: 1450,
    createdAt: '2026-11-24T15:00:00.000Z',
    course: { id: 4, title: 'Arbitraje Comercial', code: 'ARB-1' },
    installments: [],
    payment: {
      id: 30,
      orderId: 12,
      installmentSeq: 1,
      concept: 'Pago completo — Arbitraje Comercial',
      method: 'CARD',
      amount: 1450,
      status: 'APROBADO',
      reason: null,
      receiptNumber: 'R-2026-000030',
      createdAt: '2026-11-24T15:00:00.000Z',
      decidedAt: '2026-11-24T15:00:00.000Z',
    },
  };

  it('asks a visitor to sign in first and comes back to this checkout afterwards', () => {
    renderCheckout({ pathname: '/checkout', search: '?courseId=4', state: { course } });
    expect(screen.getByRole('heading', { name: 'Inicia sesión para comprar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión o registrarme' })).toHaveAttribute(
      'href',
      `/aula/login?next=${encodeURIComponent('/checkout?courseId=4')}`,
    );
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
  });

  it('tells a buyer who already has the course so before any payment, with the way to it', async () => {
    const http = createMockHttp();
    http.get.mockImplementation(async (url: string) => {
      if (url === '/my/courses') return ok([{ id: 4, title: 'Arbitraje Comercial' }]);
      throw new Error(url);
    });
    renderCheckout({ pathname: '/checkout', search: '?courseId=4', state: { course } }, { http, session: student() });
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ya estás inscrito en este curso.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al curso en el Aula Virtual' })).toHaveAttribute('href', '/aula/materiales/4');
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Inicia sesión para comprar')).not.toBeInTheDocument();
  });

  it('offers the form when the buyer’s courses cannot be read (the server still refuses a second purchase)', async () => {
    const http = createMockHttp();
    renderCheckout({ pathname: '/checkout', search: '?courseId=4', state: { course } }, { http, session: student() });
    expect(await screen.findByRole('button', { name: 'Pagar S/\u00a01,450.00' })).toBeInTheDocument();
  });

  it('checks the card in Spanish, sends only a token with an Idempotency-Key, and shows /gracias', async () => {
    const http = buyerHttp();
    let resolve!: (v: unknown) => void;
    http.post.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderCheckout({ pathname: '/checkout', search: '?courseId=4', state: { course } }, { http, session: student() });
    expect(await screen.findByText('Comprador: Lucía Torres (lucia@inpro.test)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar S/\u00a01,450.00' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveAccessibleDescription(
        expect.stringContaining('Ingresa el número de la tarjeta.'),
      ),
    );
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Número de tarjeta' }), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar S/\u00a01,450.00' }));
    await waitFor(() => expect(http.post).toHaveBeenCalled());
    const [url, body, config] = http.post.mock.calls[0];
    expect(url).toBe('/orders');
    expect(body).toMatchObject({ courseId: 4, plan: 'FULL', method: 'CARD', cardToken: expect.stringMatching(/^sbx_approve_/) });
    expect(config.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(screen.getByRole('button', { name: 'Procesando pago…' })).toBeDisabled();

    await act(async () => resolve(ok(paidOrder)));
    expect(currentLocation().pathname).toBe('/gracias');
    expect(screen.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeInTheDocument();
    for (const text of ['ORD-000012', 'S/ 1,450.00', 'Pagado', 'R-2026-000030'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Descargar comprobante' })).toBeInTheDocument();
  });

  it('shows a declined card and retries with a new attempt', async () => {
    const http = buyerHttp();
    http.post.mockRejectedValueOnce(httpError(402, { error: 'El pago fue rechazado: Fondos insuficientes.' }));
    renderCheckout({ pathname: '/checkout', search: '?courseId=4', state: { course } }, { http, session: student() });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Número de tarjeta' }), { target: { value: '4000 0000 0000 9995' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar S/\u00a01,450.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El pago fue rechazado: Fondos insuficientes.');
    expect(currentLocation().pathname).toBe('/checkout');
    http.post.mockResolvedValueOnce(ok(paidOrder));
    fireEvent.change(screen.getByRole('textbox', { name: 'Número de tarjeta' }), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar S/\u00a01,450.00' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/gracias'));
    const keys = http.post.mock.calls.map((c: unknown[]) => (c[2] as { headers: Record<string, string> }).headers['Idempotency-Key']);
    expect(keys[0]).not.toBe(keys[1]);
  });

  /** A course of S/ 900 in 3 installments, the plan and the voucher chosen. */
  const payInThreeByVoucher = async (http: ReturnType<typeof createMockHttp>) => {
    renderCheckout(
      {
        pathname: '/checkout',
        search: '?courseId=4',
        state: { course: { ...course, price: 900, installmentDates: ['2026-12-01', '2027-01-01', '2027-02-01'] } },
      },
      { http, session: student() },
    );
    fireEvent.click(await screen.findByRole('radio', { name: /En 3 cuotas/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Pago con voucher/ }));
  };

  it('offers installments when the course has a plan, and a voucher with the account data', async () => {
    const http = buyerHttp();
    await payInThreeByVoucher(http);
    expect(screen.getByText(/Deposita S\/ 300.00/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar voucher' }));
    expect(await screen.findByText('Adjunta la imagen o el PDF del voucher.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Voucher \(imagen o PDF\)/)).toHaveFocus());
    expect(http.post).not.toHaveBeenCalled();
  });

  it('sends a voucher order in installments, then the chosen file, and shows /gracias', async () => {
    const http = buyerHttp();
    const pending = { ...paidOrder, status: 'PENDING', plan: 'INSTALLMENTS', payment: null };
    const reviewed = { ...pending, payment: { ...paidOrder.payment, method: 'VOUCHER', status: 'PENDIENTE', receiptNumber: null } };
    http.post.mockImplementation(async (url: string) => ok(url === '/orders' ? pending : reviewed));
    await payInThreeByVoucher(http);
    const file = new File(['voucher'], 'voucher.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Voucher \(imagen o PDF\)/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar voucher' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/gracias'));
    expect(http.post).toHaveBeenCalledTimes(2);
    expect(http.post.mock.calls[0][1]).toEqual({ courseId: 4, plan: 'INSTALLMENTS', method: 'VOUCHER' });
    expect(http.post.mock.calls[1][0]).toBe('/orders/12/voucher');
    expect((http.post.mock.calls[1][1] as FormData).get('file')).toBe(file);
  });
});

describe('ThankYouPage', () => {
  it('without a purchase shows a message with both links', () => {
    renderRemote(<ThankYouPage />, { path: '/gracias' });
    expect(screen.getByRole('heading', { name: 'No hay una compra reciente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al Aula Virtual' })).toHaveAttribute('href', '/aula');
    expect(screen.getByRole('link', { name: 'Ver más cursos' })).toHaveAttribute('href', '/cursos');
  });
});
