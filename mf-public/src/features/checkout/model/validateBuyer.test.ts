import { validateBuyer } from './validateBuyer';

describe('validateBuyer', () => {
  it('requires name and e-mail', () => {
    expect(validateBuyer({ buyerName: '  ', buyerEmail: '' })).toEqual({
      buyerName: 'Ingresa tu nombre completo.',
      buyerEmail: 'Ingresa tu correo electrónico.',
    });
  });
  it('rejects an e-mail that is not one', () => {
    expect(validateBuyer({ buyerName: 'Ana', buyerEmail: 'ana@' })).toEqual({ buyerEmail: 'Ingresa un correo electrónico válido.' });
    expect(validateBuyer({ buyerName: 'Ana', buyerEmail: ' ana@inpro.pe ' })).toEqual({});
  });
});
