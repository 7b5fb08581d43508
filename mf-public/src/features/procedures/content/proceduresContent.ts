import type { Faq } from '../../../content/components/FaqList';
import type { Step } from '../../../content/components/StepList';

/** An educational procedure (seed 000 section 3: id, titulo, plazo, costo, req). */
export interface Procedure {
  id: string;
  titulo: string;
  plazo: string;
  costo: number;
  req: readonly string[];
}

/** Seed 000 section 9: procedure fees S/ 35, S/ 60, S/ 120. */
export const PROCEDURES: readonly Procedure[] = [
  {
    id: 'TR-01',
    titulo: 'Constancia de estudios',
    plazo: '3 días hábiles',
    costo: 35,
    req: ['Solicitud dirigida a la Dirección Académica', 'Copia simple del DNI', 'Código de alumno', 'Comprobante de pago'],
  },
  {
    id: 'TR-02',
    titulo: 'Duplicado de certificado',
    plazo: '7 días hábiles',
    costo: 60,
    req: [
      'Solicitud indicando el programa y el año de emisión',
      'Copia simple del DNI',
      'Declaración jurada de pérdida o deterioro',
      'Comprobante de pago',
    ],
  },
  {
    id: 'TR-03',
    titulo: 'Convalidación de cursos',
    plazo: '15 días hábiles',
    costo: 120,
    req: [
      'Solicitud de convalidación',
      'Certificado de estudios de la institución de origen',
      'Sílabos de los cursos a convalidar',
      'Comprobante de pago',
    ],
  },
];

export const PROCEDURE_FLOW: readonly Step[] = [
  {
    title: 'Presenta tu solicitud',
    text: 'Envía tu solicitud con los requisitos del trámite desde la página de contacto o al correo institucional.',
  },
  { title: 'Realiza el pago', text: 'Paga el derecho del trámite y adjunta el comprobante; te confirmaremos su recepción.' },
  { title: 'Evaluación', text: 'La Coordinación Académica revisa tu expediente y te avisa si falta algún documento.' },
  { title: 'Entrega', text: 'Recibes el documento digital en tu correo dentro del plazo indicado para el trámite.' },
];

export const PROCEDURE_FAQS: readonly Faq[] = [
  {
    question: '¿Desde cuándo se cuenta el plazo del trámite?',
    answer: 'El plazo se cuenta en días hábiles desde que el expediente está completo y el pago ha sido confirmado.',
  },
  {
    question: '¿Los documentos se entregan en físico?',
    answer: 'Se entregan en formato digital con código de verificación. Si necesitas una copia física, indícalo en tu solicitud.',
  },
  {
    question: '¿Puedo solicitar un trámite para otra persona?',
    answer: 'Sí, con una carta poder simple firmada por el titular y la copia de los DNI de ambos.',
  },
];
