// The sandbox gateway's test cards. Pure (no zod): the shared UI's card field imports them on
// every page, and an import of schemas/payments.ts would put zod into the shell's first load.

/**
 * Test cards of the sandbox gateway (development and tests only; refused in production unless a
 * setting allows it). The test form turns the number into a token in the browser: card data never
 * reaches the server.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4111 1111 1111 1111', scenario: 'approve', label: 'Aprobada' },
  { number: '4000 0000 0000 9995', scenario: 'insufficient', label: 'Rechazada: fondos insuficientes' },
  { number: '4000 0000 0000 0069', scenario: 'expired', label: 'Rechazada: tarjeta vencida' },
  { number: '4000 0000 0000 0119', scenario: 'timeout', label: 'Falla: la pasarela no responde' },
] as const;

/** The sandbox token of a test card number (null when it is not a test card). */
export function sandboxToken(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  const card = SANDBOX_TEST_CARDS.find((c) => c.number.replace(/\D/g, '') === digits);
  if (!card) return null;
  const random = Math.random().toString(36).slice(2, 10);
  return `sbx_${card.scenario}_${random}`;
}
