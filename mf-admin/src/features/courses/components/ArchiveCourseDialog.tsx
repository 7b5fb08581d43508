import { useState, type FormEvent } from 'react';
import {
  ARCHIVE_CHOICE_REQUIRED,
  courseImpactText,
  formatSoles,
  type ArchiveInstallmentChoice,
  type Course,
  type CourseImpact,
} from '@inpro/shared-contracts';
import { Button, loadError, useToast } from '@inpro/ui';
import { Dialog, areaStyles } from '@inpro/ui/admin';
import { useArchiveCourse } from '../hooks/useCourses';
import styles from './Courses.module.css';

export const ARCHIVED_TOAST = 'Curso archivado.';

/**
 * "Archivar curso": a course with students, orders or certificates is not deleted. The dialog says
 * what it affects ("3 inscritos, 2 con pagos pendientes") and, when something is still owed, asks
 * whether the outstanding installments are kept or cancelled.
 */
export function ArchiveCourseDialog({ course, impact, onClose }: { course: Course; impact: CourseImpact; onClose: () => void }) {
  const archive = useArchiveCourse();
  const toast = useToast();
  const owed = impact.outstandingInstallments > 0;
  const [choice, setChoice] = useState<ArchiveInstallmentChoice | null>(owed ? null : 'KEEP');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (archive.isPending) return;
    if (!choice) {
      setError(ARCHIVE_CHOICE_REQUIRED);
      return;
    }
    archive.mutate(
      { id: course.id, body: { installments: choice } },
      {
        onSuccess: () => {
          toast.success(ARCHIVED_TOAST);
          onClose();
        },
        onError: (err) => setError(loadError(err, 'No se pudo archivar el curso.')),
      },
    );
  };
  const cuotas = impact.outstandingInstallments === 1 ? '1 cuota pendiente' : `${impact.outstandingInstallments} cuotas pendientes`;
  return (
    <Dialog
      open
      onClose={onClose}
      dismissable={!archive.isPending}
      title={`Archivar «${course.title}»`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={archive.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="archive-course-form" variant="danger" loading={archive.isPending} loadingText="Archivando…">
            Archivar
          </Button>
        </>
      }
    >
      <form id="archive-course-form" onSubmit={submit} noValidate aria-label="Archivar curso" className={styles.archiveForm}>
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
            <label>
              <input type="radio" name="installments" value="KEEP" checked={choice === 'KEEP'} onChange={() => setChoice('KEEP')} />{' '}
              Mantener las cuotas pendientes (los alumnos las siguen debiendo)
            </label>
            <label>
              <input type="radio" name="installments" value="CANCEL" checked={choice === 'CANCEL'} onChange={() => setChoice('CANCEL')} />{' '}
              Anular las cuotas pendientes (lo ya pagado y sus comprobantes se conservan)
            </label>
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
