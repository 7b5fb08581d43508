import { useMemo, useRef, useState } from 'react';
import { formatSoles, payNowFormSchema, type AccountStatement, type PaymentMethod } from '@inpro/shared-contracts';
import { Button, TextField, useOnlineAction, useToast, type CardFieldsHandle } from '@inpro/ui';
import {
  CardFields,
  NO_VOUCHER_ACCOUNT,
  VOUCHER_ACCEPT,
  VOUCHER_FIELD_LABEL,
  newIdempotencyKey,
  voucherAccountItems,
} from '@inpro/ui/payments';
import { Dialog } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { usePayNow } from '../hooks/usePayNow';
import { overdueInstallments, payableInstallments, payableLabel, totalOf, type PayableInstallment } from '../model/payableInstallments';
import styles from './Payments.module.css';

const PAID_TOAST = 'Pago registrado ✅';
const VOUCHER_SENT_TOAST = 'Voucher enviado. Te avisaremos cuando sea aprobado.';
/** The choice that pays every Vencida installment. */
const ALL_DUE = 'all-due';

const PAY_ERROR = 'No se pudo procesar el pago.';

/** The form's check: an installment chosen and, for a voucher, its file (required, at most 10 MB). */
const payNowForm = payNowFormSchema<File>();

function VoucherAccount({ statement }: { statement: AccountStatement }) {
  const items = voucherAccountItems(statement.voucherAccount);
  if (!items.length) return <p className={styles.muted}>{NO_VOUCHER_ACCOUNT}</p>;
  return (
    <dl className={styles.account}>
      {items.map((i) => (
        <div key={i.label}>
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Pagar ahora': the student chooses one installment (or every Vencida one) and pays by card
 * or with a voucher, as at the checkout. Each installment is its own payment with its own receipt.
 */
export function PayNowDialog({ statement, onClose }: { statement: AccountStatement; onClose: () => void }) {
  const payable = useMemo(() => payableInstallments(statement), [statement]);
  const due = useMemo(() => overdueInstallments(payable), [payable]);
  const pay = usePayNow();
  const toast = useToast();
  // The connection may drop while the dialog is open: paying and sending wait for it.
  const online = useOnlineAction();
  const card = useRef<CardFieldsHandle>(null);
  // One Idempotency-Key per installment and attempt: a retry after a lost answer never charges twice.
  const keys = useRef(new Map<number, string>());
  // What the last attempt registered before a later installment failed (said with the failure).
  const [registered, setRegistered] = useState<PayableInstallment[]>([]);

  const chosenBy = (choice: string): PayableInstallment[] =>
    choice === ALL_DUE && due.length > 1 ? due : payable.filter((i) => String(i.id) === choice).slice(0, 1);

  const form = useZodForm({
    schema: payNowForm,
    defaultValues: {
      installment: String(statement.nextDue?.installmentId ?? payable[0]?.id ?? ''),
      method: 'CARD' as PaymentMethod,
      voucher: null as File | null,
    },
    failure: PAY_ERROR,
    onSubmit: async ({ installment, method, voucher }) => {
      const items = chosenBy(installment);
      if (!items.length) return;
      const done: PayableInstallment[] = [];
      setRegistered([]);
      try {
        for (const item of items) {
          if (method === 'CARD') {
            // A card token pays once: each installment gets its own from the same card fields.
            const details = await card.current?.tokenize();
            // The card fields show what is wrong with the card.
            if (!details) return;
            const key = keys.current.get(item.id) ?? newIdempotencyKey();
            keys.current.set(item.id, key);
            try {
              await pay.mutateAsync({ method: 'CARD', installmentId: item.id, card: details, key });
            } catch (err) {
              keys.current.delete(item.id);
              throw err;
            }
          } else {
            await pay.mutateAsync({ method: 'VOUCHER', installmentId: item.id, voucher: voucher! });
          }
          done.push(item);
        }
      } catch (err) {
        setRegistered(done);
        throw err;
      }
      toast.success(method === 'CARD' ? PAID_TOAST : VOUCHER_SENT_TOAST);
      onClose();
    },
  });
  const { installment: choice, method } = form.values;
  const chosen = chosenBy(choice);
  const total = totalOf(chosen);
  const failure = form.errors._;

  return (
    <Dialog open onClose={onClose} title="Pagar ahora">
      <form onSubmit={form.submit} noValidate aria-label="Pagar cuotas" className={styles.form}>
        <fieldset className={styles.choices}>
          <legend>¿Qué deseas pagar?</legend>
          {payable.map((i) => (
            <label key={i.id}>
              <input
                type="radio"
                name="installment"
                value={i.id}
                checked={choice === String(i.id)}
                onChange={() => form.set('installment', String(i.id))}
              />
              {` ${payableLabel(i)}`}
            </label>
          ))}
          {due.length > 1 ? (
            <label>
              <input
                type="radio"
                name="installment"
                value={ALL_DUE}
                checked={choice === ALL_DUE}
                onChange={() => form.set('installment', ALL_DUE)}
              />
              {` Todas las cuotas vencidas (${due.length}): ${formatSoles(totalOf(due))}`}
            </label>
          ) : null}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>Medio de pago</legend>
          <label>
            <input type="radio" name="method" checked={method === 'CARD'} onChange={() => form.set('method', 'CARD')} />
            {' Tarjeta de crédito o débito'}
          </label>
          <label>
            <input type="radio" name="method" checked={method === 'VOUCHER'} onChange={() => form.set('method', 'VOUCHER')} />
            {' Pago con voucher (transferencia, Yape o Plin)'}
          </label>
        </fieldset>
        {method === 'CARD' ? (
          <CardFields ref={card} />
        ) : (
          <div className={styles.form}>
            <p>{`Deposita ${formatSoles(total)} en la cuenta del instituto y adjunta el voucher. La cuota queda pagada cuando lo aprobemos.`}</p>
            <VoucherAccount statement={statement} />
            <TextField
              label={VOUCHER_FIELD_LABEL}
              type="file"
              name="voucher"
              accept={VOUCHER_ACCEPT}
              required
              error={form.errors.voucher}
              onChange={(e) => form.set('voucher', e.target.files?.[0] ?? null)}
            />
          </div>
        )}
        {failure ? (
          <p role="alert" className={styles.error}>
            {registered.length ? `${registered.map((i) => `Cuota ${i.seq}`).join(', ')}: registrado. Las demás no: ${failure}` : failure}
          </p>
        ) : null}
        {online.reason}
        <Button
          type="submit"
          loading={form.busy}
          loadingText="Procesando pago…"
          disabled={!chosen.length || online.offline}
          aria-describedby={online.describedBy}
        >
          {method === 'CARD' ? `Pagar ${formatSoles(total)}` : 'Enviar voucher'}
        </Button>
      </form>
    </Dialog>
  );
}
