import { useState } from 'react';
import { Link } from '@inpro/ui/router';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, formatSoles } from '@inpro/shared-contracts';
import { buttonClass, LoadingText, ShellLink, usePageTitle } from '@inpro/ui';
import { downloadError, useDownloadMyReceipt } from '@inpro/ui/files';
import { DetailList } from '../../../app/ui';
import { useThankYouOrder } from '../hooks/useThankYouOrder';
import styles from './Checkout.module.css';

function Receipt({ paymentId }: { paymentId: number }) {
  const { mutateAsync: downloadReceipt } = useDownloadMyReceipt();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={async () => {
          setError(null);
          try {
            await downloadReceipt(paymentId);
          } catch (err) {
            setError(await downloadError(err, 'No se pudo descargar el comprobante.'));
          }
        }}
      >
        Descargar comprobante
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

/** /gracias: the order number, amount, status and receipt of the purchase made in /checkout. */
export function ThankYouPage() {
  const { order, loading } = useThankYouOrder();
  const waiting = order?.payment?.method === 'VOUCHER' && order.payment.status === 'PENDIENTE';
  usePageTitle(order ? (waiting ? 'Voucher recibido' : '¡Gracias por tu compra!') : 'Confirmación de compra');

  const links = (
    <div className={styles.links}>
      <ShellLink href="/aula" className={buttonClass()}>
        Ir al Aula Virtual
      </ShellLink>
      <Link to="/cursos" className={buttonClass('secondary')}>
        Ver más cursos
      </Link>
    </div>
  );
  if (loading) return <LoadingText>Cargando tu compra…</LoadingText>;
  if (!order) {
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
  const paid = order.payment?.status === 'APROBADO' ? order.payment : null;
  return (
    <section className={styles.center} aria-labelledby="thanks-title">
      <h1 id="thanks-title" className={styles.title}>
        {waiting ? 'Voucher recibido' : '¡Gracias por tu compra!'}
      </h1>
      <p>
        {waiting ? (
          <>
            Recibimos tu voucher para <strong>{order.course.title}</strong>. Te avisaremos por correo cuando sea aprobado.
          </>
        ) : (
          <>
            Tu inscripción en <strong>{order.course.title}</strong> fue registrada con éxito.
          </>
        )}
      </p>
      <DetailList
        className={styles.summary}
        items={[
          { label: 'Pedido', value: order.number },
          { label: paid ? 'Monto pagado' : 'Monto', value: formatSoles(order.payment?.amount ?? order.total) },
          { label: 'Total del curso', value: formatSoles(order.total) },
          { label: 'Estado', value: order.payment ? PAYMENT_STATUS_LABELS[order.payment.status] : ORDER_STATUS_LABELS[order.status] },
          ...(paid?.receiptNumber ? [{ label: 'Comprobante', value: paid.receiptNumber }] : []),
        ]}
      />
      {paid ? (
        <div className={styles.links}>
          <Receipt paymentId={paid.id} />
        </div>
      ) : null}
      {links}
    </section>
  );
}
