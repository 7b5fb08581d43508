import { Link } from 'react-router-dom';
import { DashCard } from './DashCard';
import styles from './Dashboard.module.css';

/**
 * Account statement. The balance and next due date come from the payments API once it answers a
 * student balance; until then the card leads to the payments screen and shows no figure.
 */
export function AccountCard() {
  return (
    <DashCard title="Estado de cuenta" more={{ to: '/aula/pagos', label: 'Ver pagos' }}>
      <p className={styles.muted}>Consulta tu saldo pendiente, tus cuotas y tus comprobantes en Pagos.</p>
    </DashCard>
  );
}
