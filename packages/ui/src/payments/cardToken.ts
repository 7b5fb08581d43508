import { SANDBOX_TEST_CARDS, sandboxToken } from '@inpro/shared-contracts';

export const CARD_NUMBER_REQUIRED = 'Ingresa el número de la tarjeta.';
export const CARD_NOT_A_TEST_CARD = 'En el entorno de pruebas usa una de las tarjetas de prueba indicadas.';

/** The hint under the card field: the sandbox test cards and what each one does. */
export const TEST_CARDS_HINT = `Entorno de pruebas (sandbox): ${SANDBOX_TEST_CARDS.map((c) => `${c.number} → ${c.label}`).join('; ')}.`;

/**
 * The card number typed in the test-only form, turned into a gateway token in the browser (the
 * number never reaches the server). `error` says what is wrong with it.
 */
export function cardTokenOf(cardNumber: string): { token: string; error?: undefined } | { token?: undefined; error: string } {
  if (!cardNumber.trim()) return { error: CARD_NUMBER_REQUIRED };
  const token = sandboxToken(cardNumber);
  return token ? { token } : { error: CARD_NOT_A_TEST_CARD };
}

/** A fresh Idempotency-Key for one payment attempt (its retries reuse it). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
