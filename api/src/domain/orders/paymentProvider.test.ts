import { sandboxToken } from '@inpro/shared-contracts';
import { ProviderUnavailableError, SandboxPaymentProvider } from './paymentProvider';

const charge = (token: string, amount = '350.00') =>
  new SandboxPaymentProvider().charge({ paymentId: 7, amount, currency: 'PEN', description: 'Curso', buyerEmail: 'ana@example.pe', token });

describe('SandboxPaymentProvider', () => {
  it('approves the approve test card with a unique reference', async () => {
    const a = await charge(sandboxToken('4111 1111 1111 1111')!);
    const b = await charge(sandboxToken('4111111111111111')!);
    expect(a.status).toBe('APPROVED');
    expect(a.reference).toMatch(/^SBX-[0-9a-f-]{36}$/);
    expect(a.reference).not.toBe(b.reference);
  });

  it('declines insufficient funds and an expired card with the reason, and fails the timeout card', async () => {
    expect(await charge(sandboxToken('4000 0000 0000 9995')!)).toMatchObject({ status: 'DECLINED', reason: 'Fondos insuficientes.' });
    expect(await charge(sandboxToken('4000 0000 0000 0069')!)).toMatchObject({ status: 'DECLINED', reason: 'La tarjeta está vencida.' });
    await expect(charge(sandboxToken('4000 0000 0000 0119')!)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('declines an unknown token and a malformed amount', async () => {
    expect(await charge('tok_live_123')).toMatchObject({ status: 'DECLINED', reason: 'Tarjeta no válida.' });
    expect(await charge(sandboxToken('4111 1111 1111 1111')!, '-1')).toEqual({
      status: 'DECLINED',
      reference: null,
      reason: 'Monto inválido.',
    });
    expect(sandboxToken('5555 5555 5555 4444')).toBeNull();
  });
});
