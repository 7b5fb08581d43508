import { useRef, useState, type FormEvent } from 'react';
import { formatDate, formatSoles, type AccountStatement } from '@inpro/shared-contracts';
import { Button, TEST_CARDS_HINT, TextField, cardTokenOf, loadError, newIdempotencyKey, useToast } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { usePayInstallment } from '../hooks/usePayInstallment';
import styles from './Payments.module.css';

export const PAID_TOAST = 'Pago registrado ✅';

/** 'Pagar ahora': the next installment by card, through the same gateway as the checkout. */
export function PayNowDialog({ due, onClose }: { due: NonNullable<AccountStatement['nextDue']>; onClose: () => void }) {
  const pay = usePayInstallment();
  const toast = useToast();
  const [cardNumber, setCardNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const attempt = useRef(newIdempotencyKey());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pay.isPending) return;
    const card = cardTokenOf(cardNumber);
    setError(card.error);
    setServerError(null);
    if (!card.token) return;
    pay.mutate(
      { installmentId: due.installmentId, cardToken: card.token, key: attempt.current },
      {
        onSuccess: () => {
          toast.success(PAID_TOAST);
          onClose();
        },
        onError: (err) => {
          attempt.current = newIdempotencyKey();
          setServerError(loadError(err, 'No se pudo procesar el pago.'));
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title="Pagar ahora">
      <form onSubmit={submit} noValidate aria-label="Pagar cuota" className={styles.form}>
        <p>{`${due.course}: ${formatSoles(due.amount)}, vence el ${formatDate(due.dueDate)}.`}</p>
        <TextField
          label="Número de tarjeta"
          inputMode="numeric"
          autoComplete="off"
          required
          value={cardNumber}
          error={error}
          hint={TEST_CARDS_HINT}
          onChange={(e) => setCardNumber(e.target.value)}
        />
        {serverError ? (
          <p role="alert" className={styles.error}>
            {serverError}
          </p>
        ) : null}
        <Button type="submit" loading={pay.isPending} loadingText="Procesando pago…">
          {`Pagar ${formatSoles(due.amount)}`}
        </Button>
      </form>
    </Dialog>
  );
}
