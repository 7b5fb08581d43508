import { useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@inpro/ui/router';
import {
  ALREADY_ENROLLED,
  DEFAULT_PUBLIC_SETTINGS,
  LOGIN_PATH,
  NO_COURSE_TO_PAY,
  courseIdFromParam,
  formatDate,
  formatSoles,
  visibleTeacher,
  type CheckoutOrder,
} from '@inpro/shared-contracts';
import { TextField, buttonClass, LoadingText, usePageTitle, useRemoteProps, useSession, type CardFieldsHandle } from '@inpro/ui';
import {
  CardFields,
  NO_VOUCHER_ACCOUNT,
  VOUCHER_ACCEPT,
  VOUCHER_FIELD_LABEL,
  newIdempotencyKey,
  voucherAccountItems,
} from '@inpro/ui/payments';
import { useZodForm } from '@inpro/ui/forms';
import { DetailList, FormSubmit } from '../../../app/ui';
import type { Course } from '../../course';
import { useBuyer } from '../hooks/useBuyer';
import { useCheckoutCourse } from '../hooks/useCheckoutCourse';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { checkoutBody, installmentPreview, paymentFormSchema, type PaymentFormOutput, type PaymentFormValues } from '../model/paymentForm';
import styles from './Checkout.module.css';

/** What /gracias receives in the navigation state. */
export interface ThankYouState {
  order: CheckoutOrder;
}

/** The buyer is not signed in: the order is always for an account, so sign in (or register) first and come back. */
function SignInFirst({ course }: { course: Course }) {
  const next = `/checkout?courseId=${course.id}`;
  return (
    <div className={styles.card}>
      <h2>Inicia sesión para comprar</h2>
      <p>
        La inscripción queda registrada en tu cuenta del Aula Virtual. Inicia sesión o crea tu cuenta y volverás a esta página con el curso
        elegido.
      </p>
      <Link to={`${LOGIN_PATH}?next=${encodeURIComponent(next)}`} className={buttonClass()}>
        Iniciar sesión o registrarme
      </Link>
    </div>
  );
}

/** Who is buying is not known yet (the page came from the server, or the visitor's courses are being read): nothing asserted. */
function BuyerPending() {
  return (
    <div className={styles.card} aria-busy="true">
      <LoadingText>Cargando…</LoadingText>
    </div>
  );
}

/** The visitor already has this course: said before any payment, with the way to the classroom. */
function AlreadyEnrolled({ course }: { course: Course }) {
  return (
    <div className={styles.card}>
      <h2>{ALREADY_ENROLLED}</h2>
      <p>{`«${course.title}» ya está en tu Aula Virtual: no necesitas comprarlo de nuevo.`}</p>
      <Link to={`/aula/materiales/${course.id}`} className={buttonClass()}>
        Ir al curso en el Aula Virtual
      </Link>
    </div>
  );
}

function VoucherAccount() {
  const { config } = useRemoteProps();
  const p = config.settings?.payments ?? DEFAULT_PUBLIC_SETTINGS.payments;
  const items = voucherAccountItems(p);
  if (!items.length) return <p className={styles.note}>{NO_VOUCHER_ACCOUNT}</p>;
  return <DetailList className={styles.summary} items={items} />;
}

function PaymentForm({ course }: { course: Course }) {
  const { mutateAsync: placeOrder } = usePlaceOrder();
  const session = useSession();
  const navigate = useNavigate();
  const cardRef = useRef<CardFieldsHandle>(null);
  const dates = course.installmentDates ?? [];
  const offersInstallments = dates.length >= 2;
  // One key per attempt: a retry after a lost answer sends the same one, so it is never charged twice.
  const attempt = useRef(newIdempotencyKey());
  const form = useZodForm<PaymentFormValues, PaymentFormOutput>({
    schema: paymentFormSchema,
    defaultValues: { plan: 'FULL', method: 'CARD', voucher: null },
    failure: 'No se pudo procesar el pago.',
    onSubmit: async (checked) => {
      // The card fields check themselves and make the provider's token (they show their own errors).
      const card = checked.method === 'CARD' ? ((await cardRef.current?.tokenize()) ?? null) : null;
      if (checked.method === 'CARD' && !card) return;
      try {
        const order = await placeOrder({
          body: checkoutBody(course.id, checked, card),
          idempotencyKey: attempt.current,
          voucher: checked.method === 'VOUCHER' ? checked.voucher : null,
        });
        const state: ThankYouState = { order };
        navigate(`/gracias?pedido=${order.id}`, { state });
      } catch (err) {
        const status = (err as { response?: { status?: number } }).response?.status;
        // A refused card or an unreachable gateway ends this attempt: the next one is a new payment.
        if (status === 402 || status === 502) attempt.current = newIdempotencyKey();
        throw err;
      }
    },
  });
  const { values, set, busy } = form;
  const parts = offersInstallments ? installmentPreview(course.price, dates) : [];
  const dueNow = values.plan === 'INSTALLMENTS' && parts.length ? parts[0] : course.price;

  return (
    <form className={styles.card} onSubmit={form.submit} noValidate aria-labelledby="payment-title">
      <h2 id="payment-title">Pago</h2>
      <p className={styles.note}>{`Comprador: ${session.user?.fullName || session.user?.name || ''} (${session.user?.email ?? ''})`}</p>
      <fieldset className={styles.choices}>
        <legend>Modalidad de pago</legend>
        <label>
          <input type="radio" name="plan" checked={values.plan === 'FULL'} onChange={() => set('plan', 'FULL')} />
          {` Pago completo: ${formatSoles(course.price)}`}
        </label>
        {offersInstallments ? (
          <label>
            <input type="radio" name="plan" checked={values.plan === 'INSTALLMENTS'} onChange={() => set('plan', 'INSTALLMENTS')} />
            {` En ${parts.length} cuotas: ${parts.map((a, i) => `${formatSoles(a)} (${formatDate(dates[i])})`).join(', ')}`}
          </label>
        ) : null}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>Medio de pago</legend>
        <label>
          <input type="radio" name="method" checked={values.method === 'CARD'} onChange={() => set('method', 'CARD')} />
          {' Tarjeta de crédito o débito'}
        </label>
        <label>
          <input type="radio" name="method" checked={values.method === 'VOUCHER'} onChange={() => set('method', 'VOUCHER')} />
          {' Pago con voucher (transferencia, Yape o Plin)'}
        </label>
      </fieldset>
      {values.method === 'CARD' ? (
        <CardFields ref={cardRef} />
      ) : (
        <div>
          <p>{`Deposita ${formatSoles(dueNow)} en la cuenta del instituto y adjunta el voucher. Tu inscripción se confirma cuando lo aprobemos.`}</p>
          <VoucherAccount />
          <TextField
            label={VOUCHER_FIELD_LABEL}
            type="file"
            accept={VOUCHER_ACCEPT}
            required
            name="voucher"
            error={form.errors.voucher}
            onChange={(e) => set('voucher', e.target.files?.[0] ?? null)}
          />
        </div>
      )}
      <FormSubmit error={form.errors._} busy={busy} busyText="Procesando pago…" className={styles.submit}>
        {values.method === 'CARD' ? `Pagar ${formatSoles(dueNow)}` : 'Enviar voucher'}
      </FormSubmit>
      <p className={styles.note}>Pago seguro. Al confirmar, tu inscripción queda registrada en tu cuenta del Aula Virtual.</p>
    </form>
  );
}

function CheckoutForm({ course }: { course: Course }) {
  const buyer = useBuyer(course.id);
  return (
    <div className={styles.layout}>
      {buyer === 'unknown' ? (
        <BuyerPending />
      ) : buyer === 'visitor' ? (
        <SignInFirst course={course} />
      ) : buyer === 'owner' ? (
        <AlreadyEnrolled course={course} />
      ) : (
        <PaymentForm course={course} />
      )}
      <aside className={styles.card} aria-labelledby="summary-title">
        <h2 id="summary-title">Resumen de compra</h2>
        <DetailList
          className={styles.summary}
          items={[
            { label: 'Curso', value: course.title },
            { label: 'Docente', value: visibleTeacher(course) || 'Por confirmar' },
            { label: 'Área', value: course.area || 'Por confirmar' },
            { label: 'Nivel', value: course.level },
            { label: 'Total', value: formatSoles(course.price), className: styles.total },
          ]}
        />
      </aside>
    </div>
  );
}

/** /checkout?courseId={id}: sign-in (or «already yours»), plan, payment (card or voucher), purchase summary and the order. */
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
