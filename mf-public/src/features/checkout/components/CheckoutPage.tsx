import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { courseIdFromParam, formatSoles, NO_COURSE_TO_PAY } from '@inpro/shared-contracts';
import { buttonClass, LoadingText, TextField, usePageTitle, useHttp, useSession } from '@inpro/ui';
import { FormSubmit, useFormSubmit } from '../../../app/ui';
import type { Course } from '../../course/model/course';
import { createOrder } from '../api/createOrder';
import { useCheckoutCourse } from '../hooks/useCheckoutCourse';
import { validateBuyer } from '../model/validateBuyer';
import styles from './Checkout.module.css';

/** What /gracias receives in the navigation state. */
export interface ThankYouState {
  course: Course;
  total: number;
  email: string;
}

function CheckoutForm({ course }: { course: Course }) {
  const http = useHttp();
  const session = useSession();
  const navigate = useNavigate();
  const [buyerName, setBuyerName] = useState(() => session.user?.fullName ?? session.user?.name ?? '');
  const [buyerEmail, setBuyerEmail] = useState(() => session.user?.email ?? '');
  const trimmed = () => ({ buyerName: buyerName.trim(), buyerEmail: buyerEmail.trim() });
  const { errors, serverError, busy: sending, onSubmit } = useFormSubmit({
    validate: () => validateBuyer(trimmed()),
    failure: 'No se pudo procesar el pago.',
    detailFields: ['buyerName', 'buyerEmail'],
    send: async () => {
      const form = trimmed();
      const order = await createOrder(http, { ...form, courseId: course.id });
      const total = Number(order.total);
      const state: ThankYouState = {
        course,
        total: Number.isFinite(total) ? total : course.price,
        email: order.buyerEmail || form.buyerEmail,
      };
      navigate('/gracias', { state });
    },
  });

  return (
    <div className={styles.layout}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="buyer-title">
        <h2 id="buyer-title">Datos del comprador</h2>
        <TextField
          label="Nombre completo"
          name="buyerName"
          autoComplete="name"
          required
          value={buyerName}
          onChange={(e) => setBuyerName(e.target.value)}
          error={errors.buyerName}
        />
        <TextField
          label="Correo electrónico"
          name="buyerEmail"
          type="email"
          autoComplete="email"
          required
          value={buyerEmail}
          onChange={(e) => setBuyerEmail(e.target.value)}
          error={errors.buyerEmail}
          hint="Te enviaremos la confirmación de tu inscripción a este correo."
        />
        <FormSubmit error={serverError} busy={sending} busyText="Procesando pago…" className={styles.submit}>
          {`Pagar ${formatSoles(course.price)}`}
        </FormSubmit>
        <p className={styles.note}>Pago seguro. Al confirmar, tu inscripción queda registrada en tu cuenta del Aula Virtual.</p>
      </form>

      <aside className={styles.card} aria-labelledby="summary-title">
        <h2 id="summary-title">Resumen de compra</h2>
        <dl className={styles.summary}>
          <div>
            <dt>Curso</dt>
            <dd>{course.title}</dd>
          </div>
          <div>
            <dt>Docente</dt>
            <dd>{course.teacher || 'Por confirmar'}</dd>
          </div>
          <div>
            <dt>Área</dt>
            <dd>{course.area || 'Por confirmar'}</dd>
          </div>
          <div>
            <dt>Nivel</dt>
            <dd>{course.level}</dd>
          </div>
          <div className={styles.total}>
            <dt>Total</dt>
            <dd>{formatSoles(course.price)}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}

/** /checkout?courseId={id}: buyer data, purchase summary and the order. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const courseId = courseIdFromParam(params.get('courseId'));
  const checkout = useCheckoutCourse(courseId, (location.state as { course?: unknown } | null)?.course);
  usePageTitle(checkout.status === 'missing' ? NO_COURSE_TO_PAY : 'Finalizar compra');

  if (checkout.status === 'loading') {
    return (
      <section className={styles.page} aria-busy="true">
        <h1 className={styles.title}>Finalizar compra</h1>
        <LoadingText>Cargando curso…</LoadingText>
      </section>
    );
  }
  if (checkout.status === 'missing') {
    return (
      <section className={styles.center}>
        <h1 className={styles.title}>{NO_COURSE_TO_PAY}</h1>
        <Link to="/cursos" className={buttonClass()}>
          Ver cursos disponibles
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        Finalizar compra
      </h1>
      <CheckoutForm course={checkout.course} />
    </section>
  );
}
