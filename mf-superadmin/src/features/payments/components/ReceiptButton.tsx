import type { AdminPayment } from '@inpro/shared-contracts';
import { Button, useToast } from '@inpro/ui';
import { downloadError } from '@inpro/ui/files';
import { useDownloadReceipt } from '../hooks/useDownloadReceipt';

/** The PDF receipt of an approved payment, from the master administrator's own route (GET /superadmin/payments/{id}/receipt.pdf). */
export function ReceiptButton({ payment }: { payment: AdminPayment }) {
  const { mutateAsync: downloadReceipt } = useDownloadReceipt();
  const toast = useToast();
  if (payment.status !== 'APROBADO') return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Comprobante PDF de ${payment.student.fullName}`}
      onClick={async () => {
        try {
          await downloadReceipt(payment.id);
        } catch (err) {
          toast.error(await downloadError(err, 'No se pudo descargar el comprobante.'));
        }
      }}
    >
      Comprobante PDF
    </Button>
  );
}
