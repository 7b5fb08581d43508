import type { AdminPayment } from '@inpro/shared-contracts';
import { Button, useHttp, useToast } from '@inpro/ui';
import { downloadError, downloadFile } from '@inpro/ui/files';

/** The PDF receipt of an approved payment, from the master administrator's own route (GET /superadmin/payments/{id}/receipt.pdf). */
export function ReceiptButton({ payment }: { payment: AdminPayment }) {
  const http = useHttp();
  const toast = useToast();
  if (payment.status !== 'APROBADO') return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Comprobante PDF de ${payment.student.fullName}`}
      onClick={async () => {
        try {
          await downloadFile(http, `/superadmin/payments/${payment.id}/receipt.pdf`, {}, 'comprobante.pdf');
        } catch (err) {
          toast.error(await downloadError(err, 'No se pudo descargar el comprobante.'));
        }
      }}
    >
      Comprobante PDF
    </Button>
  );
}
