import { Link, useLocation } from 'react-router-dom';
import { formatSoles, LOGIN_PATH } from '@inpro/shared-contracts';
import { buttonClass, usePageTitle } from '@inpro/ui';
import styles from './Checkout.module.css';

interface PurchaseState {
  course?: { title?: string; name?: string } | null;
  total?: number | string;
  email?: string;
}

/** /gracias: confirmation of the purchase made in /checkout. */
export function ThankYouPage() {
  const state = (useLocation().state ?? null) as PurchaseState | null;
  const title = state?.course?.title || state?.course?.name;
  usePageTitle(title ? '¡Gracias por tu compra!' : 'Confirmación de compra');

  const links = (
    <div className={styles.links}>
      <Link to={LOGIN_PATH} className={buttonClass()}>
        Ir al Aula Virtual
      </Link>
      <Link to="/cursos" className={buttonClass('secondary')}>
        Ver más cursos
      </Link>
    </div>
  );

  if (!state || !title) {
    return (
      <section className={styles.center} aria-labelledby="thanks-title">
        <h1 id="thanks-title" className={styles.title}>
          No hay una compra reciente
        </h1>
        <p>No encontramos los datos de una compra en esta página. Si ya realizaste tu pago, ingresa al Aula Virtual para ver tus cursos.</p>
        {links}
      </section>
    );
  }

  return (
    <section className={styles.center} aria-labelledby="thanks-title">
      <h1 id="thanks-title" className={styles.title}>
        ¡Gracias por tu compra!
      </h1>
      <p>
        Tu inscripción en <strong>{title}</strong> fue registrada con éxito.
      </p>
      <p>
        Total pagado: <strong>{formatSoles(state.total)}</strong>
      </p>
      {state.email ? (
        <p>
          Enviamos la confirmación a <strong>{state.email}</strong>.
        </p>
      ) : null}
      <p>Ingresa al Aula Virtual con tu cuenta para empezar el curso.</p>
      {links}
    </section>
  );
}
