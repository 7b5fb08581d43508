import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { courseIdFromParam, formatSoles, NO_COURSE_TO_PAY } from '@inpro/shared-contracts';
import { buttonClass, LoadingText, TextField, usePageTitle, useHttp, useSession } from '@inpro/ui';
import { DetailList, fieldBinder, FormSubmit, useFormSubmit } from '../../../app/ui';
import type { Course } from '../../course/model/course';
import { createOrder } from '../api/createOrder';
import { useCheckoutCourse } from '../hooks/useCheckoutCourse';
import { validateBuyer, type BuyerForm } from '../model/validateBuyer';
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
  const [buyer, setBuyer] = useState<BuyerForm>(() => ({
    buyerName: session.user?.fullName ?? session.user?.name ?? '',
    buyerEmail: session.user?.email ?? '',
  }));
  const set = <K extends keyof BuyerForm>(key: K, value: BuyerForm[K]) => setBuyer((b) => ({ ...b, [key]: value }));
  const trimmed = () => ({ buyerName: buyer.buyerName.trim(), buyerEmail: buyer.buyerEmail.trim() });
  const {
    errors,
    serverError,
    busy: sending,
    onSubmit,
  } = useFormSubmit({
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
  const field = fieldBinder(buyer, errors, set);

  return (
    <div className={styles.layout}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="buyer-title">
        <h2 id="buyer-title">Datos del comprador</h2>
        <TextField label="Nombre completo" autoComplete="name" required {...field('buyerName')} />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          hint="Te enviaremos la confirmación de tu inscripción a este correo."
          {...field('buyerEmail')}
        />
        <FormSubmit error={serverError} busy={sending} busyText="Procesando pago…" className={styles.submit}>
          {`Pagar ${formatSoles(course.price)}`}
        </FormSubmit>
        <p className={styles.note}>Pago seguro. Al confirmar, tu inscripción queda registrada en tu cuenta del Aula Virtual.</p>
      </form>

      <aside className={styles.card} aria-labelledby="summary-title">
        <h2 id="summary-title">Resumen de compra</h2>
        <DetailList
          className={styles.summary}
          items={[
            { label: 'Curso', value: course.title },
            { label: 'Docente', value: course.teacher || 'Por confirmar' },
            { label: 'Área', value: course.area || 'Por confirmar' },
            { label: 'Nivel', value: course.level },
            { label: 'Total', value: formatSoles(course.price), className: styles.total },
          ]}
        />
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
