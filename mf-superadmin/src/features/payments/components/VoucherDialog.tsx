import { useEffect, useState } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, formatLimaDateTime, formatSoles, type AdminPayment } from '@inpro/shared-contracts';
import { Button, ErrorState, LoadingText, useHttp } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { downloadError, saveBlob } from '@inpro/ui/files';
import styles from './VoucherDialog.module.css';

type Voucher = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; blob: Blob; url: string };

const VOUCHER_ERROR = 'No se pudo abrir el voucher.';

function extensionOf(type: string): string {
  if (type === 'application/pdf') return 'pdf';
  return type.split('/')[1] ?? 'bin';
}

/** The voucher file of a payment, fetched with the session's token and shown from memory (never a public link). */
function useVoucher(paymentId: number, attempt: number): Voucher {
  const http = useHttp();
  const [voucher, setVoucher] = useState<Voucher>({ status: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    setVoucher({ status: 'loading' });
    http
      .get<Blob>(`/superadmin/payments/${paymentId}/voucher`, { responseType: 'blob' })
      .then((res) => {
        if (cancelled) return;
        const blob = res.data instanceof Blob ? res.data : new Blob([res.data as BlobPart]);
        url = URL.createObjectURL(blob);
        setVoucher({ status: 'ready', blob, url });
      })
      .catch(async (err: unknown) => {
        const message = await downloadError(err, VOUCHER_ERROR);
        if (!cancelled) setVoucher({ status: 'failed', message });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [http, paymentId, attempt]);
  return voucher;
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
  const [attempt, setAttempt] = useState(0);
  const voucher = useVoucher(payment.id, attempt);
  const name = payment.student.fullName;
  return (
    <Dialog open onClose={onClose} title={`Voucher de ${name}`} size="lg">
      <div className={styles.layout}>
        <div className={styles.preview}>
          <Preview voucher={voucher} name={name} />
          {voucher.status === 'failed' ? (
            <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
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
