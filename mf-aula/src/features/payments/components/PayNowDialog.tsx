import { useMemo, useRef, useState, type FormEvent } from 'react';
import { formatSoles, limaDate, type AccountStatement } from '@inpro/shared-contracts';
import { Button, TextField, loadError, useToast, type CardFieldsHandle } from '@inpro/ui';
import {
  CardFields,
  NO_VOUCHER_ACCOUNT,
  VOUCHER_ACCEPT,
  VOUCHER_FIELD_LABEL,
  newIdempotencyKey,
  voucherAccountItems,
  voucherFileError,
} from '@inpro/ui/payments';
import { Dialog } from '@inpro/ui/admin';
import { usePayNow } from '../hooks/usePayNow';
import { dueInstallments, payableInstallments, payableLabel, totalOf, type PayableInstallment } from '../model/payableInstallments';
import styles from './Payments.module.css';

export const PAID_TOAST = 'Pago registrado ✅';
export const VOUCHER_SENT_TOAST = 'Voucher enviado. Te avisaremos cuando sea aprobado.';
/** The choice that pays every installment whose due date has come. */
export const ALL_DUE = 'all-due';

type Method = 'CARD' | 'VOUCHER';

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
 * 'Pagar ahora': the student chooses one installment (or every one already due) and pays by card
 * or with a voucher, as at the checkout. Each installment is its own payment with its own receipt.
 */
export function PayNowDialog({ statement, onClose }: { statement: AccountStatement; onClose: () => void }) {
  const payable = useMemo(() => payableInstallments(statement), [statement]);
  const due = useMemo(() => dueInstallments(payable, limaDate()), [payable]);
  const [choice, setChoice] = useState<string>(() => String(statement.nextDue?.installmentId ?? payable[0]?.id ?? ''));
  const [method, setMethod] = useState<Method>('CARD');
  const [voucher, setVoucher] = useState<File | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pay = usePayNow();
  const toast = useToast();
  const card = useRef<CardFieldsHandle>(null);
  // One Idempotency-Key per installment and attempt: a retry after a lost answer never charges twice.
  const keys = useRef(new Map<number, string>());

  const chosen: PayableInstallment[] =
    choice === ALL_DUE && due.length > 1 ? due : payable.filter((i) => String(i.id) === choice).slice(0, 1);
  const total = totalOf(chosen);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !chosen.length) return;
    setServerError(null);
    if (method === 'VOUCHER') {
      const problem = voucherFileError(voucher);
      setVoucherError(problem);
      if (problem) return;
    }
    setBusy(true);
    const done: PayableInstallment[] = [];
    try {
      for (const item of chosen) {
        if (method === 'CARD') {
          // A card token pays once: each installment gets its own from the same card fields.
          const details = await card.current?.tokenize();
          if (!details) break;
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
      const reason = loadError(err, 'No se pudo procesar el pago.');
      setServerError(done.length ? `${done.map((i) => `Cuota ${i.seq}`).join(', ')}: registrado. Las demás no: ${reason}` : reason);
      setBusy(false);
      return;
    }
    setBusy(false);
    if (done.length !== chosen.length) return;
    toast.success(method === 'CARD' ? PAID_TOAST : VOUCHER_SENT_TOAST);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} title="Pagar ahora">
      <form onSubmit={submit} noValidate aria-label="Pagar cuotas" className={styles.form}>
        <fieldset className={styles.choices}>
          <legend>¿Qué deseas pagar?</legend>
          {payable.map((i) => (
            <label key={i.id}>
              <input
                type="radio"
                name="installment"
                value={i.id}
                checked={choice === String(i.id)}
                onChange={() => setChoice(String(i.id))}
              />
              {` ${payableLabel(i)}`}
            </label>
          ))}
          {due.length > 1 ? (
            <label>
              <input type="radio" name="installment" value={ALL_DUE} checked={choice === ALL_DUE} onChange={() => setChoice(ALL_DUE)} />
              {` Todas las cuotas vencidas (${due.length}): ${formatSoles(totalOf(due))}`}
            </label>
          ) : null}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>Medio de pago</legend>
          <label>
            <input type="radio" name="method" checked={method === 'CARD'} onChange={() => setMethod('CARD')} />
            {' Tarjeta de crédito o débito'}
          </label>
          <label>
            <input type="radio" name="method" checked={method === 'VOUCHER'} onChange={() => setMethod('VOUCHER')} />
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
              accept={VOUCHER_ACCEPT}
              required
              error={voucherError ?? undefined}
              onChange={(e) => {
                setVoucher(e.target.files?.[0] ?? null);
                setVoucherError(null);
              }}
            />
          </div>
        )}
        {serverError ? (
          <p role="alert" className={styles.error}>
            {serverError}
          </p>
        ) : null}
        <Button type="submit" loading={busy} loadingText="Procesando pago…" disabled={!chosen.length}>
          {method === 'CARD' ? `Pagar ${formatSoles(total)}` : 'Enviar voucher'}
        </Button>
      </form>
    </Dialog>
  );
}
