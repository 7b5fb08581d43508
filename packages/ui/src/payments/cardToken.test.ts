import { CARD_NOT_A_TEST_CARD, CARD_NUMBER_REQUIRED, cardTokenOf, newIdempotencyKey } from './cardToken';

describe('cardTokenOf', () => {
  it('turns a test card into a sandbox token and refuses anything else in Spanish', () => {
    expect(cardTokenOf('4111 1111 1111 1111').token).toMatch(/^sbx_approve_[a-z0-9]+$/);
    expect(cardTokenOf('4000000000009995').token).toMatch(/^sbx_insufficient_/);
    expect(cardTokenOf('  ').error).toBe(CARD_NUMBER_REQUIRED);
    expect(cardTokenOf('5555 5555 5555 4444').error).toBe(CARD_NOT_A_TEST_CARD);
  });

  it('makes a new idempotency key each time, valid for the API (8–100 letters, digits, - or _)', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
