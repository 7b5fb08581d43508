import { useState } from 'react';
import {
  INSTALLMENT_STATE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  formatDate,
  formatLimaDate,
  formatSoles,
  type AccountStatement,
  type CheckoutOrder,
  type InstallmentView,
  type PaymentView,
} from '@inpro/shared-contracts';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  FirstLoad,
  LoadingText,
  VisuallyHidden,
  loadError,
  useOnlineAction,
  useToast,
  type BadgeTone,
  type OnlineAction,
} from '@inpro/ui';
import { downloadError, useDownloadMyReceipt } from '@inpro/ui/files';
import { DataTable, type DataColumn } from '@inpro/ui/admin';
import { PageHeading } from '../../../app/PageHeading';
import { useAccountStatement } from '../hooks/useAccountStatement';
import { payableInstallments } from '../model/payableInstallments';
import { PayNowDialog } from './PayNowDialog';
import styles from './Payments.module.css';

export const PAYMENTS_ERROR = 'No se pudo cargar tu estado de cuenta.';
export const NO_PAYMENTS = 'Aún no tienes pagos registrados.';

const TONES: Record<PaymentView['status'], BadgeTone> = { APROBADO: 'success', PENDIENTE: 'warning', RECHAZADO: 'danger' };

function ReceiptButton({ payment, online }: { payment: PaymentView; online: OnlineAction }) {
  const { mutateAsync: downloadReceipt } = useDownloadMyReceipt();
  const toast = useToast();
  if (payment.status !== 'APROBADO') return <span className={styles.muted}>—</span>;
  return (
    <Button
      variant="secondary"
      size="sm"
      // The receipt is made by the server when asked: it is not kept on the device.
      disabled={online.offline}
      aria-describedby={online.describedBy}
      onClick={async () => {
        try {
          await downloadReceipt(payment.id);
        } catch (err) {
          toast.error(await downloadError(err, 'No se pudo descargar el comprobante.'));
        }
      }}
    >
      Comprobante PDF
      {/* The receipt number after the visible words: the name starts with what the button shows (WCAG 2.5.3). */}
      {payment.receiptNumber ? <VisuallyHidden>{` ${payment.receiptNumber}`}</VisuallyHidden> : null}
    </Button>
  );
}

const columns = (online: OnlineAction): DataColumn<PaymentView>[] => [
  { key: 'concept', header: 'Concepto', rowHeader: true, render: (p) => p.concept },
  { key: 'date', header: 'Fecha', render: (p) => formatLimaDate(p.decidedAt ?? p.createdAt) },
  { key: 'method', header: 'Medio', render: (p) => PAYMENT_METHOD_LABELS[p.method] },
  { key: 'amount', header: 'Monto', align: 'right', render: (p) => formatSoles(p.amount) },
  {
    key: 'status',
    header: 'Estado',
    render: (p) => (
      <>
        <Badge tone={TONES[p.status]}>{PAYMENT_STATUS_LABELS[p.status]}</Badge>
        {p.status === 'RECHAZADO' && p.reason ? <div className={styles.reason}>{`Motivo: ${p.reason}`}</div> : null}
      </>
    ),
  },
  { key: 'receipt', header: 'Comprobante', render: (p) => <ReceiptButton payment={p} online={online} /> },
];

function BalanceCard({ statement, onPay, online }: { statement: AccountStatement; onPay: () => void; online: OnlineAction }) {
  const { balanceDue, nextDue } = statement;
  const blocked = statement.courses.filter((c) => c.blocked);
  return (
    <section className={styles.balance} aria-labelledby="balance-title">
      <h2 id="balance-title">Saldo pendiente</h2>
      <p className={styles.amount}>{formatSoles(balanceDue)}</p>
      {blocked.map((c) => (
        <p key={c.courseId ?? c.course} role="alert" className={styles.reason}>
          {`${c.course}: tienes una cuota vencida hace más de ${statement.graceDays} días de gracia; los materiales del curso están suspendidos hasta que pagues.`}
        </p>
      ))}
      {nextDue ? (
        <p>
          {`Próxima cuota: ${formatSoles(nextDue.amount)} — ${nextDue.course} — vence el ${formatDate(nextDue.dueDate)}`}
          {nextDue.state === 'VENCIDA' ? (
            <>
              {' '}
              <Badge tone="danger">Vencida</Badge>
            </>
          ) : null}
        </p>
      ) : (
        <p className={styles.muted}>{balanceDue > 0 ? 'Tu voucher está en revisión.' : 'No tienes cuotas pendientes.'}</p>
      )}
      {payableInstallments(statement).length ? (
        <Button onClick={onPay} disabled={online.offline} aria-describedby={online.describedBy}>
          Pagar ahora
        </Button>
      ) : null}
    </section>
  );
}

/** What a purchase not confirmed yet waits for: its voucher's review, a new voucher, or the provider. */
function purchaseWaitsFor(order: CheckoutOrder): string {
  const statuses = order.installments.map((i) => i.status);
  if (statuses.includes('EN_REVISION')) return 'tu voucher está en revisión; la inscripción se confirma cuando lo aprobemos.';
  if (statuses.includes('RECHAZADO')) return 'tu voucher fue rechazado; puedes enviar uno nuevo con «Pagar ahora». No es una deuda.';
  return 'esperando la confirmación del pago.';
}

/** Purchases whose first payment is not confirmed: shown apart, since the student owes nothing for them (orderOwed). */
function PendingPurchases({ statement }: { statement: AccountStatement }) {
  const waiting = statement.orders.filter((o) => !o.owed && o.status === 'PENDING');
  if (!waiting.length) return null;
  return (
    <section aria-labelledby="purchases-title" className={styles.plans}>
      <h2 id="purchases-title">Compras por confirmar</h2>
      <ul className={styles.installments}>
        {waiting.map((o) => (
          <li key={o.id}>{`${o.course.title} (${o.number}, ${formatSoles(o.total)}): ${purchaseWaitsFor(o)}`}</li>
        ))}
      </ul>
    </section>
  );
}

/** "Cuota 2: S/ 300.00, vence el 10/01/2027 — Pendiente (voucher en revisión)". */
function installmentLine(i: InstallmentView): string {
  const review = i.status === 'EN_REVISION' ? ' (voucher en revisión)' : '';
  return `Cuota ${i.seq}: ${formatSoles(i.amount)}, vence el ${formatDate(i.dueDate)} — ${INSTALLMENT_STATE_LABELS[i.state]}${review}`;
}

function Installments({ statement }: { statement: AccountStatement }) {
  const withPlan = statement.orders.filter((o) => o.owed && o.installments.length > 1);
  if (!withPlan.length) return null;
  return (
    <section aria-labelledby="plans-title" className={styles.plans}>
      <h2 id="plans-title">Cuotas</h2>
      {withPlan.map((o) => (
        <div key={o.id}>
          <h3>{`${o.course.title} (${o.number})`}</h3>
          <ul className={styles.installments}>
            {o.installments.map((i) => (
              <li key={i.id}>{installmentLine(i)}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** /aula/pagos: the pending balance with 'Pagar ahora', the installments and the payment history with PDF receipts. */
export function PaymentsPage() {
  const statement = useAccountStatement();
  const [paying, setPaying] = useState(false);
  // Paying, sending a voucher and downloading a receipt need the server: offline they say so.
  const online = useOnlineAction();
  let content;
  if (statement.isPending)
    content = (
      <FirstLoad query={statement}>
        <LoadingText>Cargando tus pagos…</LoadingText>
      </FirstLoad>
    );
  // A failed refresh keeps what the screen had (offline, the worker's copy or the last answer).
  else if (statement.isLoadingError)
    content = <ErrorState message={loadError(statement.error, PAYMENTS_ERROR)} onRetry={() => statement.refetch()} />;
  else {
    const s = statement.data;
    content = (
      <>
        {online.reason}
        <BalanceCard statement={s} onPay={() => setPaying(true)} online={online} />
        <Installments statement={s} />
        <PendingPurchases statement={s} />
        <h2>Historial de pagos</h2>
        {s.history.length ? (
          <DataTable caption="Historial de pagos" captionHidden columns={columns(online)} rows={s.history} rowKey={(p) => p.id} />
        ) : (
          <EmptyState message={NO_PAYMENTS} title="Sin pagos" />
        )}
        {paying ? <PayNowDialog statement={s} onClose={() => setPaying(false)} /> : null}
      </>
    );
  }
  return (
    <section>
      <PageHeading title="Pagos" subtitle="Tu saldo, tus cuotas y tus comprobantes." />
      {content}
    </section>
  );
}
