import { checkPaymentForm, installmentPreview, VOUCHER_REQUIRED } from './paymentForm';

describe('checkPaymentForm', () => {
  it('tokenises a test card and never sends its number', () => {
    const { errors, body } = checkPaymentForm(4, { plan: 'FULL', method: 'CARD', cardNumber: '4111 1111 1111 1111', voucher: null });
    expect(errors).toEqual({});
    expect(body).toMatchObject({ courseId: 4, plan: 'FULL', method: 'CARD' });
    expect(JSON.stringify(body)).not.toContain('4111');
  });

  it('asks for a test card and for the voucher file in Spanish', () => {
    expect(
      checkPaymentForm(4, { plan: 'FULL', method: 'CARD', cardNumber: '5555 5555 5555 4444', voucher: null }).errors.cardNumber,
    ).toMatch(/tarjetas de prueba/);
    expect(checkPaymentForm(4, { plan: 'INSTALLMENTS', method: 'VOUCHER', cardNumber: '', voucher: null }).errors).toEqual({
      voucher: VOUCHER_REQUIRED,
    });
  });

  it('previews the installments like the server splits them', () => {
    expect(installmentPreview(1000, ['a', 'b', 'c'])).toEqual([333.33, 333.33, 333.34]);
  });
});
