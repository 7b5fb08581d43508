import { useState, type FormEvent } from 'react';
import { REJECTION_REASON_REQUIRED, formatSoles, rejectPaymentSchema, type AdminPayment } from '@inpro/shared-contracts';
import { Button, TextArea } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { areaStyles as common } from '@inpro/ui/admin';

/** Rejecting a voucher needs the reason the student will read in /aula/pagos. */
export function RejectDialog({
  payment,
  busy,
  onReject,
  onClose,
}: {
  payment: AdminPayment;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = rejectPaymentSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(REJECTION_REASON_REQUIRED);
      return;
    }
    onReject(parsed.data.reason);
  };
  return (
    <Dialog open onClose={onClose} title="Rechazar pago">
      <form onSubmit={submit} noValidate aria-label="Rechazar pago" className={common.formGrid}>
        <p>{`${payment.student.fullName} — ${payment.concept} — ${formatSoles(payment.amount)}`}</p>
        <TextArea
          label="Motivo del rechazo"
          required
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className={common.actions}>
          <Button variant="secondary" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" loading={busy} loadingText="Rechazando…">
            Rechazar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
