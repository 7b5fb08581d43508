import { archiveCourseSchema, courseImpactText, formatSoles, type Course, type CourseImpact } from '@inpro/shared-contracts';
import { Button, useToast } from '@inpro/ui';
import { Dialog, areaStyles } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { useArchiveCourse } from '../hooks/useCourses';
import styles from './Courses.module.css';

const ARCHIVED_TOAST = 'Curso archivado.';

/** What happens to the installments still owed, when there are any. */
const INSTALLMENT_CHOICES = [
  { value: 'KEEP', label: 'Mantener las cuotas pendientes (los alumnos las siguen debiendo)' },
  { value: 'CANCEL', label: 'Anular las cuotas pendientes (lo ya pagado y sus comprobantes se conservan)' },
] as const;

/**
 * "Archivar curso": a course with students, orders or certificates is not deleted. The dialog says
 * what it affects ("3 inscritos, 2 con pagos pendientes") and, when something is still owed, asks
 * whether the outstanding installments are kept or cancelled.
 */
export function ArchiveCourseDialog({ course, impact, onClose }: { course: Course; impact: CourseImpact; onClose: () => void }) {
  const archive = useArchiveCourse();
  const toast = useToast();
  const owed = impact.outstandingInstallments > 0;
  const form = useZodForm({
    schema: archiveCourseSchema,
    // Nothing owed: nothing to choose (the installments are kept).
    defaultValues: { installments: owed ? '' : 'KEEP' },
    failure: 'No se pudo archivar el curso.',
    onSubmit: async (body) => {
      await archive.mutateAsync({ id: course.id, body });
      toast.success(ARCHIVED_TOAST);
      onClose();
    },
  });
  const choice = form.values.installments;
  const error = form.errors.installments ?? form.errors._;
  const cuotas = impact.outstandingInstallments === 1 ? '1 cuota pendiente' : `${impact.outstandingInstallments} cuotas pendientes`;
  return (
    <Dialog
      open
      onClose={onClose}
      dismissable={!form.busy}
      title={`Archivar «${course.title}»`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            Cancelar
          </Button>
          <Button type="submit" form="archive-course-form" variant="danger" loading={form.busy} loadingText="Archivando…">
            Archivar
          </Button>
        </>
      }
    >
      <form id="archive-course-form" onSubmit={form.submit} noValidate aria-label="Archivar curso" className={styles.archiveForm}>
        <p>
          <strong>{`Este curso tiene ${courseImpactText(impact)}.`}</strong>
        </p>
        <p>
          No se borra: se archiva. Deja el catálogo y la venta, y se conservan sus alumnos, sus pagos y sus certificados. No se puede volver
          a publicar.
        </p>
        {owed ? (
          <fieldset className={styles.choices}>
            <legend>{`¿Qué pasa con ${cuotas} (${formatSoles(impact.outstandingAmount)})?`}</legend>
            {INSTALLMENT_CHOICES.map(({ value, label }) => (
              <label key={value}>
                <input
                  type="radio"
                  name="installments"
                  value={value}
                  checked={choice === value}
                  onChange={() => form.set('installments', value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
        ) : null}
        {error ? (
          <p className={areaStyles.formError} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
