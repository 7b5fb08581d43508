import { checkPaymentForm, installmentPreview, VOUCHER_REQUIRED } from './paymentForm';

describe('checkPaymentForm', () => {
  it('pays by card with the details the card fields made (token, brand, issuer), nothing else', () => {
    const card = { cardToken: 'mp_approve_x1', paymentMethodId: 'visa', issuerId: '1040' };
    const { errors, body } = checkPaymentForm(4, { plan: 'FULL', method: 'CARD', voucher: null }, card);
    expect(errors).toEqual({});
    expect(body).toEqual({ courseId: 4, plan: 'FULL', method: 'CARD', ...card });
  });

  it('sends nothing while the card fields report a problem', () => {
    expect(checkPaymentForm(4, { plan: 'FULL', method: 'CARD', voucher: null }, null).body).toBeUndefined();
  });

  it('asks for the voucher file in Spanish', () => {
    expect(checkPaymentForm(4, { plan: 'INSTALLMENTS', method: 'VOUCHER', voucher: null }, null).errors).toEqual({
      voucher: VOUCHER_REQUIRED,
    });
  });

  it('previews the installments like the server splits them', () => {
    expect(installmentPreview(1000, ['a', 'b', 'c'])).toEqual([333.33, 333.33, 333.34]);
  });
});
