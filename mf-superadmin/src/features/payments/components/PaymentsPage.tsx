import { useMemo, useState } from 'react';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  formatLimaDateTime,
  formatSoles,
  type AdminPayment,
  type PaymentStatus,
} from '@inpro/shared-contracts';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  LoadingText,
  PageHeading,
  SelectField,
  downloadError,
  loadError,
  saveBlob,
  useHttp,
  useToast,
  type BadgeTone,
} from '@inpro/ui';
import { DataTable, useConfirm, type DataColumn } from '@inpro/ui/admin';
import { Chart } from '@inpro/ui/charts';
import { areaStyles as common } from '@inpro/ui/admin';
import { useDecidePayment, usePayments } from '../hooks/usePayments';
import { RejectDialog } from './RejectDialog';

export const PAYMENTS_ERROR = 'No se pudieron cargar los pagos.';
const TONES: Record<PaymentStatus, BadgeTone> = { APROBADO: 'success', PENDIENTE: 'warning', RECHAZADO: 'danger' };

function VoucherButton({ payment }: { payment: AdminPayment }) {
  const http = useHttp();
  const toast = useToast();
  if (!payment.hasVoucher) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Ver voucher de ${payment.student.fullName}`}
      onClick={async () => {
        try {
          const res = await http.get<Blob>(`/superadmin/payments/${payment.id}/voucher`, { responseType: 'blob' });
          const blob = res.data instanceof Blob ? res.data : new Blob([res.data as BlobPart]);
          const ext = blob.type === 'application/pdf' ? 'pdf' : (blob.type.split('/')[1] ?? 'bin');
          saveBlob(blob, `voucher-${payment.id}.${ext}`);
        } catch (err) {
          toast.error(await downloadError(err, 'No se pudo abrir el voucher.'));
        }
      }}
    >
      Ver voucher
    </Button>
  );
}

/** Counts and amounts per status, for the KPIs and the donut. */
function totals(rows: readonly AdminPayment[]) {
  const by = { APROBADO: { n: 0, amount: 0 }, PENDIENTE: { n: 0, amount: 0 }, RECHAZADO: { n: 0, amount: 0 } } as Record<
    PaymentStatus,
    { n: number; amount: number }
  >;
  for (const p of rows) {
    by[p.status].n += 1;
    by[p.status].amount += p.amount;
  }
  return by;
}

/** /superadmin/pagos: every payment from the server, filter by status, KPIs and the donut by status, approve or reject vouchers. */
export function PaymentsPage() {
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const payments = usePayments(status);
  const all = usePayments(null);
  const decide = useDecidePayment();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [rejecting, setRejecting] = useState<AdminPayment | null>(null);
  const sums = useMemo(() => totals(all.data ?? []), [all.data]);

  const approve = async (p: AdminPayment) => {
    const ok = await confirm({
      title: '¿Aprobar este pago?',
      message: `${p.student.fullName} — ${p.concept} — ${formatSoles(p.amount)}. El alumno quedará inscrito y recibirá un correo.`,
      confirmLabel: 'Aprobar',
    });
    if (!ok) return;
    decide.mutate(
      { id: p.id, approve: true },
      { onSuccess: () => toast.success('Pago aprobado.'), onError: (err) => toast.error(loadError(err, 'No se pudo aprobar el pago.')) },
    );
  };

  const columns: DataColumn<AdminPayment>[] = [
    { key: 'date', header: 'Fecha', render: (p) => formatLimaDateTime(p.createdAt) },
    { key: 'student', header: 'Alumno', rowHeader: true, render: (p) => `${p.student.fullName} (${p.student.email})` },
    { key: 'concept', header: 'Concepto', render: (p) => p.concept },
    { key: 'method', header: 'Medio', render: (p) => PAYMENT_METHOD_LABELS[p.method] },
    { key: 'amount', header: 'Monto', align: 'right', render: (p) => formatSoles(p.amount) },
    {
      key: 'status',
      header: 'Estado',
      render: (p) => (
        <>
          <Badge tone={TONES[p.status]}>{PAYMENT_STATUS_LABELS[p.status]}</Badge>
          {p.reason ? <div className={common.muted}>{`Motivo: ${p.reason}`}</div> : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (p) => (
        <div className={common.actions}>
          <VoucherButton payment={p} />
          {p.status === 'PENDIENTE' ? (
            <>
              <Button size="sm" onClick={() => approve(p)} aria-label={`Aprobar pago de ${p.student.fullName}`}>
                Aprobar
              </Button>
              <Button size="sm" variant="danger" onClick={() => setRejecting(p)} aria-label={`Rechazar pago de ${p.student.fullName}`}>
                Rechazar
              </Button>
            </>
          ) : null}
        </div>
      ),
    },
  ];

  let content;
  if (payments.isPending) content = <LoadingText>Cargando pagos…</LoadingText>;
  else if (payments.isError)
    content = <ErrorState message={loadError(payments.error, PAYMENTS_ERROR)} onRetry={() => payments.refetch()} />;
  else if (!payments.data.length) content = <EmptyState message="No hay pagos con este estado." />;
  else content = <DataTable caption="Pagos" captionHidden columns={columns} rows={payments.data} rowKey={(p) => p.id} />;

  return (
    <section>
      <PageHeading title="Pagos" subtitle="Pagos con tarjeta y vouchers: aprueba o rechaza los pendientes." />
      <dl className={common.toolbar} aria-label="Resumen de pagos">
        <div className={common.card}>
          <dt>Cobrado</dt>
          <dd>{`${formatSoles(sums.APROBADO.amount)} (${sums.APROBADO.n})`}</dd>
        </div>
        <div className={common.card}>
          <dt>Por revisar</dt>
          <dd>{`${formatSoles(sums.PENDIENTE.amount)} (${sums.PENDIENTE.n})`}</dd>
        </div>
        <div className={common.card}>
          <dt>Rechazado</dt>
          <dd>{`${formatSoles(sums.RECHAZADO.amount)} (${sums.RECHAZADO.n})`}</dd>
        </div>
      </dl>
      {all.data?.length ? (
        <Chart
          kind="doughnut"
          title="Pagos por estado"
          labels={PAYMENT_STATUSES.map((s) => PAYMENT_STATUS_LABELS[s])}
          series={[{ label: 'Pagos', data: PAYMENT_STATUSES.map((s) => sums[s].n) }]}
          height={220}
        />
      ) : null}
      <div className={common.toolbar}>
        <SelectField
          label="Estado"
          value={status ?? ''}
          onChange={(e) => setStatus((e.target.value || null) as PaymentStatus | null)}
          options={[{ value: '', label: 'Todos' }, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))]}
        />
      </div>
      {content}
      {confirmDialog}
      {rejecting ? (
        <RejectDialog
          payment={rejecting}
          busy={decide.isPending}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            decide.mutate(
              { id: rejecting.id, approve: false, reason },
              {
                onSuccess: () => {
                  toast.success('Pago rechazado.');
                  setRejecting(null);
                },
                onError: (err) => toast.error(loadError(err, 'No se pudo rechazar el pago.')),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
