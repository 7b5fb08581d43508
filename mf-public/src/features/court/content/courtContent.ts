import type { Faq } from '../../../content/components/FaqList';
import type { Step } from '../../../content/components/StepList';

/** Seed 000 section 9: reference fees of the court. */
export const COURT_FEES = [
  { concept: 'Registro de caso', amount: 180, note: 'Pago único al presentar la solicitud de arbitraje o conciliación.' },
  { concept: 'Audiencia por sesión', amount: 250, note: 'Por cada sesión de audiencia programada en el calendario del caso.' },
] as const;

/** Seed 000 section 9: stated times. */
export const COURT_TIMES = [
  { label: 'Procesamiento de la solicitud', value: '48–72 h' },
  { label: 'Diseño del calendario procesal', value: '7–15 días' },
] as const;

export const COURT_REQUIREMENTS = [
  'Solicitud escrita con los datos completos de las partes (nombre o razón social, DNI o RUC, domicilio y correo electrónico).',
  'Copia del contrato o documento que contiene el convenio arbitral, o la invitación a conciliar.',
  'Descripción breve de la controversia, de las pretensiones y de su cuantía estimada.',
  'Documentos que sustentan la posición de la parte solicitante.',
  'Comprobante de pago del registro de caso.',
] as const;

export const COURT_RULES = [
  'Las actuaciones se realizan de forma virtual, salvo acuerdo distinto de las partes.',
  'Los árbitros y conciliadores deben declarar su independencia e imparcialidad al aceptar el encargo.',
  'Las notificaciones se efectúan en el correo electrónico señalado por cada parte.',
  'Las audiencias se graban y su registro forma parte del expediente.',
  'La información del caso es confidencial y solo accesible para las partes y el tribunal.',
  'Los plazos se computan en días hábiles, salvo disposición expresa en contrario.',
] as const;

export const COURT_FLOW: readonly Step[] = [
  {
    title: 'Presentación de la solicitud',
    text: 'La parte interesada presenta su solicitud con los requisitos y el pago del registro de caso.',
  },
  {
    title: 'Admisión y notificación',
    text: 'La secretaría verifica la solicitud en 48–72 h y notifica a la otra parte para que se apersone.',
  },
  {
    title: 'Instalación y calendario',
    text: 'Se designa al árbitro o conciliador y se diseña el calendario procesal en un plazo de 7–15 días.',
  },
  {
    title: 'Audiencias y decisión',
    text: 'Se realizan las audiencias programadas y el caso concluye con el laudo arbitral o el acta de conciliación.',
  },
];

export const COURT_FAQS: readonly Faq[] = [
  {
    question: '¿Cuál es la diferencia entre arbitraje y conciliación?',
    answer:
      'En la conciliación un tercero neutral ayuda a las partes a llegar por sí mismas a un acuerdo, que consta en un acta. En el arbitraje un tribunal arbitral resuelve la controversia mediante un laudo obligatorio para las partes.',
  },
  {
    question: '¿Puedo seguir mi caso de forma virtual?',
    answer:
      'Sí. Las audiencias se realizan por videoconferencia y las notificaciones llegan al correo electrónico señalado, de modo que puedes participar desde cualquier ciudad del país.',
  },
];
