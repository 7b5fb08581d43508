import { formatSoles, rejectPaymentSchema, type AdminPayment } from '@inpro/shared-contracts';
import { Button, TextArea } from '@inpro/ui';
import { Dialog, areaStyles as common } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';

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
  const form = useZodForm({
    schema: rejectPaymentSchema,
    defaultValues: { reason: '' },
    failure: 'No se pudo rechazar el pago.',
    onSubmit: ({ reason }) => {
      if (!busy) onReject(reason);
    },
  });
  return (
    <Dialog open onClose={onClose} title="Rechazar pago">
      <form onSubmit={form.submit} noValidate aria-label="Rechazar pago" className={common.formGrid}>
        <p>{`${payment.student.fullName} — ${payment.concept} — ${formatSoles(payment.amount)}`}</p>
        <TextArea label="Motivo del rechazo" required rows={3} maxLength={500} {...form.field('reason')} />
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
