import type { Step } from '../../../content/components/StepList';

export const SPECIALIZATION_BENEFITS = [
  {
    title: 'Malla curricular modular',
    text: 'Módulos secuenciales que van de los fundamentos a la práctica avanzada, con evaluación al cierre de cada uno.',
  },
  {
    title: 'Docentes especialistas',
    text: 'Magistrados, árbitros, fiscales y consultores con experiencia comprobada en el área del programa.',
  },
  {
    title: 'Clases en vivo y grabadas',
    text: 'Sesiones sincrónicas por videoconferencia y acceso permanente a las grabaciones desde el Aula Virtual.',
  },
  {
    title: 'Certificación de especialista',
    text: 'Al aprobar todos los módulos recibes un certificado con el total de horas académicas y código de verificación.',
  },
] as const;

/** Seed 000 section 9: admission takes 3 days, 1 week, 1 week and 2 days. */
export const ADMISSION_STEPS: readonly Step[] = [
  {
    title: 'Evaluación de perfil',
    duration: '3 días',
    text: 'Revisamos tu formación y experiencia profesional a partir de tu solicitud y tu currículum.',
  },
  {
    title: 'Entrevista personal',
    duration: '1 semana',
    text: 'Conversas con la coordinación académica sobre tus objetivos y el programa que más te conviene.',
  },
  {
    title: 'Examen de conocimientos',
    duration: '1 semana',
    text: 'Una evaluación en línea de conocimientos básicos del área para asegurar el aprovechamiento del programa.',
  },
  {
    title: 'Admisión y matrícula',
    duration: '2 días',
    text: 'Recibes tu carta de admisión, formalizas tu matrícula y obtienes tu acceso al Aula Virtual.',
  },
];
