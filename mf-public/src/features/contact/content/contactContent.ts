import type { Faq } from '../../../content/components/FaqList';

/** Footer hours of seed 000 section 2. */
export const OFFICE_HOURS = 'Lunes a Viernes 9:00-18:00';

export const DEPARTMENTS = [
  {
    name: 'Admisión e Inscripciones',
    text: 'Información sobre cursos, diplomados y programas, precios, fechas de inicio y proceso de matrícula.',
    subject: 'Inscripciones',
  },
  {
    name: 'Soporte Técnico del Aula Virtual',
    text: 'Acceso al Aula Virtual, recuperación de contraseña, materiales que no cargan y problemas con las clases en vivo.',
    subject: 'Soporte técnico',
  },
  {
    name: 'Certificaciones',
    text: 'Emisión, entrega y verificación de certificados y constancias de los programas concluidos.',
    subject: 'Certificados',
  },
  {
    name: 'Coordinación Académica',
    text: 'Consultas sobre el plan de estudios, evaluaciones, notas, convalidaciones y trámites educativos.',
    subject: 'Inscripciones',
  },
] as const;

export const CONTACT_FAQS: readonly Faq[] = [
  {
    question: '¿En cuánto tiempo responden los mensajes?',
    answer: 'Respondemos los mensajes recibidos en un plazo máximo de 24 horas hábiles, de lunes a viernes de 9:00 a 18:00.',
  },
  {
    question: '¿Cómo me inscribo en un curso?',
    answer:
      'Elige el curso en el catálogo, pulsa el botón de inscripción y completa tus datos de pago. Recibirás tu acceso al Aula Virtual en el correo que indiques.',
  },
  {
    question: 'Olvidé mi contraseña del Aula Virtual, ¿qué hago?',
    answer:
      'Escríbenos con el asunto «Soporte técnico» indicando el correo con el que te registraste; un administrador generará una contraseña temporal que deberás cambiar al ingresar.',
  },
  {
    question: '¿Cómo verifico un certificado emitido por el instituto?',
    answer: 'En la sección Certificaciones ingresa el código de alumno y el DNI del participante para ver el certificado y la constancia.',
  },
];
