import { useRef, useState, type FormEvent } from 'react';
import { formatDate, formatSoles, type AccountStatement } from '@inpro/shared-contracts';
import { Button, loadError, useToast, type CardFieldsHandle } from '@inpro/ui';
import { CardFields, newIdempotencyKey } from '@inpro/ui/payments';
import { Dialog } from '@inpro/ui/admin';
import { usePayInstallment } from '../hooks/usePayInstallment';
import styles from './Payments.module.css';

export const PAID_TOAST = 'Pago registrado ✅';

/** 'Pagar ahora': the next installment by card, through the same gateway as the checkout. */
export function PayNowDialog({ due, onClose }: { due: NonNullable<AccountStatement['nextDue']>; onClose: () => void }) {
  const pay = usePayInstallment();
  const toast = useToast();
  const card = useRef<CardFieldsHandle>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const attempt = useRef(newIdempotencyKey());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pay.isPending || tokenizing) return;
    setServerError(null);
    setTokenizing(true);
    const details = await card.current?.tokenize();
    setTokenizing(false);
    if (!details) return;
    pay.mutate(
      { installmentId: due.installmentId, ...details, key: attempt.current },
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
        <CardFields ref={card} />
        {serverError ? (
          <p role="alert" className={styles.error}>
            {serverError}
          </p>
        ) : null}
        <Button type="submit" loading={pay.isPending || tokenizing} loadingText="Procesando pago…">
          {`Pagar ${formatSoles(due.amount)}`}
        </Button>
      </form>
    </Dialog>
  );
}
