import { formatDate, formatSoles } from '@inpro/shared-contracts';
import { Link } from '@inpro/ui/router';
import { Badge, buttonClass } from '@inpro/ui';
import { useAccountStatement } from '../../payments';
import { DashCard, QueryContent } from './DashCard';
import styles from './Dashboard.module.css';

/** Account statement: the balance due, the next installment and the courses closed for an overdue installment ('Pagar ahora'). */
export function AccountCard() {
  const statement = useAccountStatement();
  return (
    <DashCard title="Estado de cuenta" more={{ to: '/aula/pagos', label: 'Ver pagos' }}>
      <QueryContent query={statement} loadingLabel="Cargando tu estado de cuenta…" errorText="No se pudo cargar tu estado de cuenta.">
        {(s) => (
          <>
            <p className={styles.summaryLine}>
              Saldo pendiente: <strong data-testid="dash-balance">{formatSoles(s.balanceDue)}</strong>{' '}
              {s.overdue ? <Badge tone="danger">Vencido</Badge> : null}
            </p>
            <p className={styles.muted}>
              {s.nextDue
                ? `Próximo vencimiento: ${formatDate(s.nextDue.dueDate)} (${formatSoles(s.nextDue.amount)})`
                : 'No tienes cuotas por vencer.'}
            </p>
            {s.courses
              .filter((c) => c.blocked)
              .map((c) => (
                <p key={c.courseId ?? c.course} role="alert" className={styles.muted}>
                  {`Materiales suspendidos por una cuota vencida: ${c.course}.`}
                </p>
              ))}
            {s.courses.some((c) => c.blocked) ? (
              <Link className={buttonClass('primary', 'sm')} to="/aula/pagos">
                Pagar ahora
              </Link>
            ) : null}
          </>
        )}
      </QueryContent>
    </DashCard>
  );
}
