import { SandboxPaymentProvider } from './paymentProvider';

const order = {
  orderId: 7,
  amount: '350.00',
  currency: 'PEN' as const,
  description: 'Curso',
  buyerName: 'Ana Quispe',
  buyerEmail: 'ana@example.pe',
};

describe('SandboxPaymentProvider', () => {
  it('approves a charge with a unique reference', async () => {
    const provider = new SandboxPaymentProvider();
    const a = await provider.charge(order);
    const b = await provider.charge(order);
    expect(a.status).toBe('APPROVED');
    expect(a.reference).toMatch(/^SBX-[0-9a-f-]{36}$/);
    expect(a.reference).not.toBe(b.reference);
  });

  it('declines a malformed amount', async () => {
    const result = await new SandboxPaymentProvider().charge({ ...order, amount: '-1' });
    expect(result).toEqual({ status: 'DECLINED', reference: null, reason: 'Monto inválido.' });
  });
});
