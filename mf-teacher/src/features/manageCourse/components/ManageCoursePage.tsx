import { Link, useParams } from '@inpro/ui/router';
import { isValidId } from '@inpro/shared-contracts';
import { EmptyState, ErrorState, LoadingText, PageHeading, ShellLink, buttonClass, isForbidden, loadError } from '@inpro/ui';
import { studentViewLink } from '../../courses';
import { UnitCard, UnitForm, useDeleteUnitFlow, useUnits } from '../../materials';
import { useCourse } from '../hooks/useCourse';
import styles from './ManageCourse.module.css';

export const MANAGE_LOAD_ERROR = 'No se pudo cargar el curso o unidades';
export const MANAGE_REFUSED_TITLE = 'No puedes gestionar este curso';
export const UNITS_EMPTY = 'Aún no hay unidades. Crea la primera.';

const back = (
  <Link className={buttonClass('secondary', 'sm')} to="/prof/cursos">
    Volver
  </Link>
);

/** Reached by /prof/cursos/{id}/gestionar and by /prof/curso/{id}/gestionar. */
export function ManageCoursePage() {
  const { id } = useParams();
  const courseId = isValidId(id) ? Number(id) : null;
  const course = useCourse(courseId);
  const units = useUnits(courseId);
  const { deleteUnit, deletingId, confirmDialog } = useDeleteUnitFlow(courseId ?? 0);

  if (courseId === null) {
    return (
      <section>
        <PageHeading title="Gestionar curso" actions={back} />
        <ErrorState message="courseId inválido" />
      </section>
    );
  }

  // A course the teacher does not teach: the API refuses (403) and there is no editor.
  if (units.isError && isForbidden(units.error)) {
    return (
      <section className={styles.refusal}>
        <PageHeading title={MANAGE_REFUSED_TITLE} actions={back} />
        <ErrorState message={loadError(units.error, 'Solo puedes gestionar los cursos que dictas.')} />
      </section>
    );
  }

  if (course.isPending || units.isPending) {
    return (
      <section>
        <PageHeading title="Gestionar curso" actions={back} />
        <LoadingText>Cargando curso…</LoadingText>
      </section>
    );
  }

  if (course.isError || units.isError) {
    const err = course.error ?? units.error;
    const message = loadError(err, MANAGE_LOAD_ERROR);
    return (
      <section>
        <PageHeading title="Gestionar curso" actions={back} />
        <ErrorState
          message={message === MANAGE_LOAD_ERROR ? message : `${MANAGE_LOAD_ERROR}: ${message}`}
          onRetry={() => Promise.all([course.refetch(), units.refetch()])}
        />
      </section>
    );
  }

  const title = course.data.title;
  return (
    <section>
      <PageHeading
        title={`Gestionar: ${title}`}
        subtitle={[course.data.code, course.data.type, course.data.area].filter(Boolean).join(' · ')}
        actions={
          <>
            <ShellLink className={buttonClass('secondary', 'sm')} href={studentViewLink(courseId)}>
              Vista alumno
            </ShellLink>
            <Link className={buttonClass('secondary', 'sm')} to={`/prof/cursos/${courseId}/calificaciones`}>
              Calificaciones
            </Link>
            {back}
          </>
        }
      />
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>Unidades</h2>
        <UnitForm courseId={courseId} />
        {units.data.length ? (
          <ul className={styles.units} aria-label="Unidades del curso">
            {units.data.map((u) => (
              <li key={u.id}>
                <UnitCard courseId={courseId} unit={u} onDelete={deleteUnit} deleting={deletingId === u.id} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState message={UNITS_EMPTY} />
        )}
      </div>
      {confirmDialog}
    </section>
  );
}
