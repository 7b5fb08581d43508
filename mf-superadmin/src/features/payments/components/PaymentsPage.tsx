import { useRef, useState } from 'react';
import { useSearchParams } from '@inpro/ui/router';
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
  useToast,
  type BadgeTone,
} from '@inpro/ui';
import { DataTable, Pager, useConfirm, type DataColumn } from '@inpro/ui/admin';
import { areaStyles as common } from '@inpro/ui/admin';
import { useDecidePayment, usePayments } from '../hooks/usePayments';
import { usePaymentsSummary } from '../hooks/usePaymentsSummary';
import { BalancesTable } from './BalancesTable';
import { PaymentsKpis } from './PaymentsKpis';
import { ReceiptButton } from './ReceiptButton';
import { RejectDialog } from './RejectDialog';
import { VoucherDialog } from './VoucherDialog';

export const PAYMENTS_ERROR = 'No se pudieron cargar los pagos.';
const PAGE_SIZE = 20;
export const SUMMARY_ERROR = 'No se pudieron cargar los indicadores de pagos.';
const TONES: Record<PaymentStatus, BadgeTone> = { APROBADO: 'success', PENDIENTE: 'warning', RECHAZADO: 'danger' };

/** The status filter a link asks for (`?estado=PENDIENTE`, as the admin dashboard's voucher alert sends). */
function statusFromQuery(value: string | null): PaymentStatus | null {
  return PAYMENT_STATUSES.find((s) => s === value) ?? null;
}

/** /superadmin/pagos: KPIs with sparklines and the donut by status, every payment (filters by status and date), balances, decisions. */
export function PaymentsPage() {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<PaymentStatus | null>(() => statusFromQuery(params.get('estado')));
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
  const [viewing, setViewing] = useState<AdminPayment | null>(null);

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
          {p.hasVoucher ? (
            <Button size="sm" variant="secondary" onClick={() => setViewing(p)} aria-label={`Ver voucher de ${p.student.fullName}`}>
              Ver voucher
            </Button>
          ) : null}
          <ReceiptButton payment={p} />
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
      {viewing ? (
        <VoucherDialog
          payment={viewing}
          busy={decide.isPending}
          onClose={() => setViewing(null)}
          onApprove={() =>
            // Approving while looking at the voucher needs no second confirmation.
            decide.mutate(
              { id: viewing.id, approve: true },
              {
                onSuccess: () => {
                  toast.success('Pago aprobado.');
                  setViewing(null);
                },
                onError: (err) => toast.error(loadError(err, 'No se pudo aprobar el pago.')),
              },
            )
          }
          onReject={() => {
            setRejecting(viewing);
            setViewing(null);
          }}
        />
      ) : null}
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
