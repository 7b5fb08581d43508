import { z } from '../zod';

/*
 * A course with enrolments, orders or certificates is archived, not deleted
 * (hidden from the catalogue and new sales, kept for its students, payments and certificates).
 * The outstanding installments of its students are kept or cancelled by an explicit choice.
 */

/** GET /admin/courses/{id}/impact: what deleting or archiving the course affects. */
export const courseImpactSchema = z.object({
  enrolled: z.number().int(),
  /** Students with at least one installment of the course still to pay. */
  withPendingPayments: z.number().int(),
  outstandingInstallments: z.number().int(),
  outstandingAmount: z.number(),
  orders: z.number().int(),
  certificates: z.number().int(),
  /** True when the course has enrolments, orders or certificates: it can only be archived. */
  mustArchive: z.boolean(),
  archived: z.boolean(),
});
export type CourseImpact = z.infer<typeof courseImpactSchema>;

const ARCHIVE_INSTALLMENT_CHOICES = ['KEEP', 'CANCEL'] as const;
export type ArchiveInstallmentChoice = (typeof ARCHIVE_INSTALLMENT_CHOICES)[number];
export const ARCHIVE_CHOICE_REQUIRED = 'Elige si las cuotas pendientes se mantienen o se anulan.';

/** POST /courses/{id}/archive */
export const archiveCourseSchema = z.object({
  installments: z.enum(ARCHIVE_INSTALLMENT_CHOICES, { error: ARCHIVE_CHOICE_REQUIRED }),
});
export type ArchiveCourseInput = z.input<typeof archiveCourseSchema>;

export const COURSE_HAS_RECORDS = 'El curso tiene inscritos, pedidos o certificados: archívalo en lugar de borrarlo.';
export const COURSE_ARCHIVED_CANNOT_PUBLISH = 'Un curso archivado no se puede publicar ni vender.';
export const COURSE_ALREADY_ARCHIVED = 'El curso ya está archivado.';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 inscritos, 2 con pagos pendientes, 1 certificado" (only what is there; '' when nothing). */
export function courseImpactText(i: Pick<CourseImpact, 'enrolled' | 'withPendingPayments' | 'orders' | 'certificates'>): string {
  const parts: string[] = [];
  if (i.enrolled) parts.push(count(i.enrolled, 'inscrito', 'inscritos'));
  if (i.withPendingPayments) parts.push(`${i.withPendingPayments} con pagos pendientes`);
  if (i.certificates) parts.push(count(i.certificates, 'certificado', 'certificados'));
  if (!i.enrolled && i.orders) parts.push(count(i.orders, 'pedido', 'pedidos'));
  return parts.join(', ');
}
