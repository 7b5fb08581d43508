import { checkoutBody, installmentPreview, paymentFormSchema, VOUCHER_REQUIRED, VOUCHER_TOO_LARGE } from './paymentForm';

const issues = (values: unknown) => {
  const result = paymentFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the checkout form', () => {
  it('pays by card with the details the card fields made (token, brand, issuer), nothing else', () => {
    const card = { cardToken: 'mp_approve_x1', paymentMethodId: 'visa', issuerId: '1040' };
    expect(issues({ plan: 'FULL', method: 'CARD', voucher: null })).toEqual([]);
    expect(checkoutBody(4, { plan: 'FULL', method: 'CARD', voucher: null }, card)).toEqual({
      courseId: 4,
      plan: 'FULL',
      method: 'CARD',
      ...card,
    });
  });

  it('sends a voucher order with no card details', () => {
    const voucher = new File(['x'], 'voucher.png', { type: 'image/png' });
    expect(issues({ plan: 'INSTALLMENTS', method: 'VOUCHER', voucher })).toEqual([]);
    expect(checkoutBody(4, { plan: 'INSTALLMENTS', method: 'VOUCHER', voucher }, null)).toEqual({
      courseId: 4,
      plan: 'INSTALLMENTS',
      method: 'VOUCHER',
    });
  });

  it('asks for the voucher file in Spanish, and for one of at most 10 MB', () => {
    expect(issues({ plan: 'INSTALLMENTS', method: 'VOUCHER', voucher: null })).toEqual([['voucher', VOUCHER_REQUIRED]]);
    const big = new File(['x'], 'voucher.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    expect(issues({ plan: 'FULL', method: 'VOUCHER', voucher: big })).toEqual([['voucher', VOUCHER_TOO_LARGE]]);
  });

  it('refuses a plan or a method it does not offer', () => {
    expect(issues({ plan: 'GRATIS', method: 'CASH', voucher: null })).toEqual([
      ['plan', 'Elige pago completo o en cuotas.'],
      ['method', 'Elige tarjeta o voucher.'],
    ]);
  });

  it('previews the installments like the server splits them', () => {
    expect(installmentPreview(1000, ['a', 'b', 'c'])).toEqual([333.33, 333.33, 333.34]);
  });
});
