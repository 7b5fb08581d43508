import { validateBuyer } from './validateBuyer';

describe('validateBuyer', () => {
  it('requires name and e-mail', () => {
    expect(validateBuyer({ buyerName: '  ', buyerEmail: '' })).toEqual({
      buyerName: 'Nombre es requerido.',
      buyerEmail: 'Email es requerido.',
    });
  });
  it('rejects an e-mail that is not one', () => {
    expect(validateBuyer({ buyerName: 'Ana', buyerEmail: 'ana@' })).toEqual({ buyerEmail: 'Email inválido.' });
    expect(validateBuyer({ buyerName: 'Ana', buyerEmail: ' ana@inpro.pe ' })).toEqual({});
  });
});
