import { Link, useParams } from '@inpro/ui/router';
import type { Unit } from '@inpro/shared-contracts';
import { DataTable, type DataColumn } from '@inpro/ui/admin';
import { OFFLINE_NOT_SAVED, buttonClass, loadError, waitsForConnection } from '@inpro/ui';
import { PageHeading } from '../../../app/PageHeading';
import { useCourseTitle } from '../hooks/useCourseTitle';
import { useUnits } from '../hooks/useUnits';
import { COURSE_ID_INVALID, routeId } from '../routeIds';
import { CompletionPanel } from './CompletionPanel';
import { MaterialsNotice } from './MaterialsNotice';
import { PaymentBlockedNotice, isPaymentBlocked } from './PaymentBlockedNotice';
import { StudentViewBanner } from './StudentViewBanner';

export const UNITS_EMPTY = 'Sin unidades.';
export const UNITS_ERROR = 'Error al cargar unidades.';

/** /aula/materiales/{courseId}: the units of a course with 'Ver recursos'. */
export function CourseUnitsPage() {
  const params = useParams();
  const courseId = routeId(params.courseId);
  const units = useUnits(courseId);
  const courseTitle = useCourseTitle(courseId);

  const heading = (
    <>
      <StudentViewBanner courseId={courseId} />
      <PageHeading
        title="Materiales del curso"
        subtitle={courseTitle}
        actions={
          courseId !== null ? (
            <Link className={buttonClass('secondary', 'sm')} to={`/aula/evaluaciones/${courseId}`}>
              Evaluaciones del curso
            </Link>
          ) : null
        }
      />
    </>
  );
  if (courseId === null) {
    return (
      <section>
        {heading}
        <MaterialsNotice message={COURSE_ID_INVALID} />
      </section>
    );
  }

  const columns: DataColumn<Unit>[] = [
    { key: 'title', header: 'Unidad', rowHeader: true, render: (u) => u.title || u.name },
    { key: 'description', header: 'Descripción', render: (u) => u.description || '—' },
    { key: 'lessonsCount', header: 'Lecciones', align: 'right', render: (u) => u.lessonsCount },
    {
      key: 'actions',
      header: 'Acciones',
      render: (u) => (
        <Link to={`/aula/materiales/${courseId}/unidad/${u.id}`} aria-label={`Ver recursos de ${u.title || u.name}`}>
          Ver recursos
        </Link>
      ),
    },
  ];
  const forbidden = units.isError && (units.error as { response?: { status?: number } })?.response?.status === 403;
  return (
    <section>
      {heading}
      {units.isError && isPaymentBlocked(units.error) ? (
        <PaymentBlockedNotice error={units.error} />
      ) : forbidden ? (
        <MaterialsNotice message={loadError(units.error, 'No tienes acceso a los materiales de este curso.')} />
      ) : (
        <DataTable
          caption="Unidades del curso"
          captionHidden
          columns={columns}
          rows={units.data}
          rowKey={(u) => u.id}
          loading={units.isPending && !waitsForConnection(units)}
          loadingLabel="Cargando unidades…"
          error={units.isLoadingError ? loadError(units.error, UNITS_ERROR) : undefined}
          onRetry={() => units.refetch()}
          emptyText={waitsForConnection(units) ? OFFLINE_NOT_SAVED : UNITS_EMPTY}
        />
      )}
      {units.isSuccess ? <CompletionPanel courseId={courseId} /> : null}
    </section>
  );
}
