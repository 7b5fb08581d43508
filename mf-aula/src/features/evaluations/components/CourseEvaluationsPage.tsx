import { Link, useParams } from '@inpro/ui/router';
import { OFFLINE_NOT_SAVED, buttonClass, isForbidden, loadError, waitsForConnection } from '@inpro/ui';
import { DataTable } from '@inpro/ui/admin';
import { PageHeading } from '../../../app/PageHeading';
import { COURSE_ID_INVALID, MaterialsNotice, StudentViewBanner, useCourseTitle, routeId } from '../../materials';
import { useCourseEvaluations } from '../hooks/useCourseEvaluations';
import { evaluationColumns } from './evaluationColumns';

export const EVALUATIONS_EMPTY = 'Este curso aún no tiene evaluaciones.';
export const EVALUATIONS_ERROR = 'No se pudieron cargar las evaluaciones.';

/** /aula/evaluaciones/{courseId}: the course's Examen, Tarea and Quiz with the student's state. */
export function CourseEvaluationsPage() {
  const courseId = routeId(useParams().courseId);
  const evaluations = useCourseEvaluations(courseId);
  const courseTitle = useCourseTitle(courseId);
  const heading = (
    <>
      <StudentViewBanner courseId={courseId} />
      <PageHeading
        title="Evaluaciones"
        subtitle={courseTitle ?? evaluations.data?.[0]?.courseTitle}
        actions={
          courseId !== null ? (
            <Link className={buttonClass('secondary', 'sm')} to={`/aula/materiales/${courseId}`}>
              Materiales del curso
            </Link>
          ) : null
        }
      />
    </>
  );
  if (courseId === null)
    return (
      <section>
        {heading}
        <MaterialsNotice message={COURSE_ID_INVALID} />
      </section>
    );
  if (evaluations.isError && isForbidden(evaluations.error))
    return (
      <section>
        {heading}
        <MaterialsNotice message={loadError(evaluations.error, 'No estás inscrito en este curso.')} />
      </section>
    );
  const columns = evaluationColumns(false);
  return (
    <section>
      {heading}
      <DataTable
        caption="Evaluaciones del curso"
        captionHidden
        columns={columns}
        rows={evaluations.data}
        rowKey={(e) => e.id}
        loading={evaluations.isPending && !waitsForConnection(evaluations)}
        loadingLabel="Cargando evaluaciones…"
        error={evaluations.isLoadingError ? loadError(evaluations.error, EVALUATIONS_ERROR) : undefined}
        onRetry={() => evaluations.refetch()}
        emptyText={waitsForConnection(evaluations) ? OFFLINE_NOT_SAVED : EVALUATIONS_EMPTY}
      />
    </section>
  );
}
