import { useRef, useState } from 'react';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENTS_LIST_LIMIT,
  adminPaymentsQuerySchema,
  formatLimaDateTime,
  formatSoles,
  type AdminPayment,
  type PaymentStatus,
} from '@inpro/shared-contracts';
import {
  Badge,
  Button,
  DateField,
  EmptyState,
  ErrorState,
  LoadingText,
  PageHeading,
  SelectField,
  loadError,
  useHttp,
  useToast,
  type BadgeTone,
} from '@inpro/ui';
import { downloadError, saveBlob } from '@inpro/ui/files';
import { DataTable, Pager, useConfirm, type DataColumn } from '@inpro/ui/admin';
import { areaStyles as common } from '@inpro/ui/admin';
import { useDecidePayment, usePayments } from '../hooks/usePayments';
import { usePaymentsSummary } from '../hooks/usePaymentsSummary';
import { BalancesTable } from './BalancesTable';
import { PaymentsKpis } from './PaymentsKpis';
import { RejectDialog } from './RejectDialog';

export const PAYMENTS_ERROR = 'No se pudieron cargar los pagos.';
const PAGE_SIZE = 20;
export const SUMMARY_ERROR = 'No se pudieron cargar los indicadores de pagos.';
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

/** /superadmin/pagos: KPIs with sparklines and the donut by status, every payment (filters by status and date), balances, decisions. */
export function PaymentsPage() {
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(0);
    };
  const dates = adminPaymentsQuerySchema.safeParse({ from, to });
  const dateErrors: { from?: string; to?: string } = {};
  if (!dates.success) for (const i of dates.error.issues) dateErrors[String(i.path[0]) as 'from' | 'to'] ??= i.message;
  const lastValid = useRef<{ from?: string; to?: string }>({});
  if (dates.success) lastValid.current = { from: dates.data.from, to: dates.data.to };
  const payments = usePayments({ status, ...lastValid.current });
  const summary = usePaymentsSummary();
  const decide = useDecidePayment();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [rejecting, setRejecting] = useState<AdminPayment | null>(null);

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
  else if (!payments.data.length) content = <EmptyState message="No hay pagos con estos filtros." />;
  else {
    const totalPages = Math.ceil(payments.data.length / PAGE_SIZE);
    const current = Math.min(page, totalPages - 1);
    content = (
      <>
        <DataTable
          caption="Pagos"
          captionHidden
          columns={columns}
          rows={payments.data.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE)}
          rowKey={(p) => p.id}
        />
        {payments.data.length >= PAYMENTS_LIST_LIMIT ? (
          <p
            className={common.muted}
          >{`Se muestran los ${PAYMENTS_LIST_LIMIT} pagos más recientes; usa las fechas para ver los anteriores.`}</p>
        ) : null}
        {totalPages > 1 ? <Pager page={current} totalPages={totalPages} onPageChange={setPage} label="Páginas de pagos" /> : null}
      </>
    );
  }

  return (
    <section>
      <PageHeading title="Pagos" subtitle="Pagos con tarjeta y vouchers: aprueba o rechaza los pendientes." />
      {summary.isPending ? (
        <LoadingText>Cargando indicadores…</LoadingText>
      ) : summary.isError ? (
        <ErrorState message={loadError(summary.error, SUMMARY_ERROR)} onRetry={() => summary.refetch()} />
      ) : (
        <PaymentsKpis summary={summary.data} />
      )}
      <div className={common.toolbar}>
        <SelectField
          label="Estado"
          value={status ?? ''}
          onChange={(e) => filter(setStatus)((e.target.value || null) as PaymentStatus | null)}
          options={[{ value: '', label: 'Todos' }, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))]}
        />
        <DateField label="Desde" name="from" value={from} onChange={filter(setFrom)} error={dateErrors.from} />
        <DateField label="Hasta" name="to" value={to} onChange={filter(setTo)} error={dateErrors.to} />
      </div>
      {content}
      {summary.data ? <BalancesTable balances={summary.data.balances} /> : null}
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
