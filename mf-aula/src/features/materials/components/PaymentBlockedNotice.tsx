import { Link } from '@inpro/ui/router';
import { PAYMENT_OVERDUE_BLOCKED } from '@inpro/shared-contracts';
import { buttonClass, errorStatus, loadError } from '@inpro/ui';
import styles from './Materials.module.css';

/** True when the server refused the materials for an installment overdue beyond the grace period (402). */
export function isPaymentBlocked(err: unknown): boolean {
  return errorStatus(err) === 402;
}

/** Shown instead of the materials while an installment is overdue beyond the grace period: the server's notice and 'Pagar ahora'. */
export function PaymentBlockedNotice({ error }: { error: unknown }) {
  return (
    <div className={styles.notice} role="alert">
      <p>{loadError(error, PAYMENT_OVERDUE_BLOCKED)}</p>
      <Link className={buttonClass('primary')} to="/aula/pagos">
        Pagar ahora
      </Link>
    </div>
  );
}
