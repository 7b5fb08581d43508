import { formatDate, formatSoles, type PaymentsSummary } from '@inpro/shared-contracts';
import { Badge, EmptyState } from '@inpro/ui';
import { DataTable, type DataColumn } from '@inpro/ui/admin';

type Balance = PaymentsSummary['balances'][number];

const columns: DataColumn<Balance>[] = [
  { key: 'student', header: 'Alumno', rowHeader: true, render: (b) => `${b.student.fullName} (${b.student.email})` },
  { key: 'course', header: 'Curso', render: (b) => b.course },
  { key: 'balance', header: 'Saldo', align: 'right', render: (b) => formatSoles(b.balance) },
  { key: 'due', header: 'Próximo vencimiento', render: (b) => formatDate(b.nextDueDate) },
  {
    key: 'state',
    header: 'Estado',
    render: (b) => (b.overdue ? <Badge tone="danger">Debe</Badge> : <Badge tone="warning">Por vencer</Badge>),
  },
];

/** What each student still owes per course, the overdue ones (Debe) first. */
export function BalancesTable({ balances }: { balances: PaymentsSummary['balances'] }) {
  return (
    <section aria-labelledby="balances-title">
      <h2 id="balances-title">Saldos pendientes</h2>
      {balances.length ? (
        <DataTable
          caption="Saldos pendientes"
          captionHidden
          columns={columns}
          rows={balances}
          rowKey={(b) => `${b.student.id ?? b.student.email}-${b.courseId ?? b.course}`}
        />
      ) : (
        <EmptyState message="Nadie tiene saldo pendiente." />
      )}
    </section>
  );
}
