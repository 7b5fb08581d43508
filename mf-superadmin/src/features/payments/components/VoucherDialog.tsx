import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, formatLimaDateTime, formatSoles, type AdminPayment } from '@inpro/shared-contracts';
import { Button, ErrorState, LoadingText } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { saveBlob } from '@inpro/ui/files';
import { useVoucher, type Voucher } from '../hooks/useVoucher';
import styles from './VoucherDialog.module.css';

function extensionOf(type: string): string {
  if (type === 'application/pdf') return 'pdf';
  return type.split('/')[1] ?? 'bin';
}

function Preview({ voucher, name }: { voucher: Voucher; name: string }) {
  if (voucher.status === 'loading') return <LoadingText>Cargando voucher…</LoadingText>;
  if (voucher.status === 'failed') return <ErrorState message={voucher.message} />;
  if (voucher.blob.type.startsWith('image/')) return <img className={styles.image} src={voucher.url} alt={`Voucher de ${name}`} />;
  if (voucher.blob.type === 'application/pdf')
    return <iframe className={styles.pdf} src={voucher.url} title={`Voucher de ${name} (PDF)`} data-testid="voucher-pdf" />;
  return <p>Este archivo no se puede mostrar aquí; descárgalo para revisarlo.</p>;
}

/**
 * "Ver voucher": the file (image or PDF) beside the payment and the decision (Aprobar / Rechazar
 * while pending), with the download as a second option.
 */
export function VoucherDialog({
  payment,
  busy,
  onApprove,
  onReject,
  onClose,
}: {
  payment: AdminPayment;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onClose: () => void;
}) {
  const { voucher, retry } = useVoucher(payment.id);
  const name = payment.student.fullName;
  return (
    <Dialog open onClose={onClose} title={`Voucher de ${name}`} size="lg">
      <div className={styles.layout}>
        <div className={styles.preview}>
          <Preview voucher={voucher} name={name} />
          {voucher.status === 'failed' ? (
            <Button size="sm" variant="secondary" onClick={retry}>
              Reintentar
            </Button>
          ) : null}
        </div>
        <div className={styles.decision}>
          <dl className={styles.facts}>
            <dt>Alumno</dt>
            <dd>{`${name} (${payment.student.email})`}</dd>
            <dt>Concepto</dt>
            <dd>{payment.concept}</dd>
            <dt>Monto</dt>
            <dd>{formatSoles(payment.amount)}</dd>
            <dt>Medio</dt>
            <dd>{PAYMENT_METHOD_LABELS[payment.method]}</dd>
            <dt>Fecha</dt>
            <dd>{formatLimaDateTime(payment.createdAt)}</dd>
            <dt>Estado</dt>
            <dd>{PAYMENT_STATUS_LABELS[payment.status]}</dd>
          </dl>
          <div className={styles.actions}>
            {payment.status === 'PENDIENTE' ? (
              <>
                <Button onClick={onApprove} loading={busy} loadingText="Aprobando…">
                  Aprobar pago
                </Button>
                <Button variant="danger" onClick={onReject} disabled={busy}>
                  Rechazar pago
                </Button>
              </>
            ) : null}
            <Button
              variant="secondary"
              disabled={voucher.status !== 'ready'}
              onClick={() => {
                if (voucher.status === 'ready') saveBlob(voucher.blob, `voucher-${payment.id}.${extensionOf(voucher.blob.type)}`);
              }}
            >
              Descargar
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
