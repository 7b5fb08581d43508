import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { TextField } from '@inpro/ui';
import type { CardFieldsHandle } from './cardDetails';
import { TEST_CARDS_HINT, cardTokenOf } from './cardToken';

/** The sandbox's clearly test-only card field: a test card number becomes a sandbox token here, in the browser. */
export const SandboxCardFields = forwardRef<CardFieldsHandle>(function SandboxCardFields(_props, ref) {
  const [cardNumber, setCardNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    tokenize: async () => {
      const card = cardTokenOf(cardNumber);
      setError(card.error);
      if (card.token) return { cardToken: card.token };
      input.current?.focus();
      return null;
    },
  }));
  return (
    <TextField
      ref={input}
      label="Número de tarjeta"
      inputMode="numeric"
      autoComplete="off"
      required
      value={cardNumber}
      error={error}
      hint={TEST_CARDS_HINT}
      onChange={(e) => setCardNumber(e.target.value)}
    />
  );
});
