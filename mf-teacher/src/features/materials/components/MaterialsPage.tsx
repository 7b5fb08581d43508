import { useState } from 'react';
import { Link } from '@inpro/ui/router';
import { EmptyState, ErrorState, LoadingText, PageHeading, buttonClass, loadError } from '@inpro/ui';
import { CoursePicker, manageCourseLink, useTeacherCourses } from '../../courses';
import { UnitForm } from './UnitForm';
import { useDeleteUnitFlow } from '../hooks/useDeleteUnitFlow';
import { useUnits } from '../hooks/useUnits';
import { useUploadLimits } from '../hooks/useUploadLimits';
import { typesText } from '../fileCheck';
import { UnitCard } from './UnitCard';
import styles from './Materials.module.css';

export const MATERIALS_COURSES_ERROR = 'No se pudieron cargar los cursos.';
export const MATERIALS_UNITS_ERROR = 'No se pudieron cargar las unidades del curso.';

function CourseMaterials({ courseId }: { courseId: number }) {
  const units = useUnits(courseId);
  const { deleteUnit, deletingId, confirmDialog } = useDeleteUnitFlow(courseId);
  let list;
  if (units.isPending) list = <LoadingText>Cargando unidades…</LoadingText>;
  else if (units.isError) list = <ErrorState message={loadError(units.error, MATERIALS_UNITS_ERROR)} onRetry={() => units.refetch()} />;
  else if (!units.data.length) list = <EmptyState message="Aún no hay unidades. Crea la primera." />;
  else
    list = (
      <ul className={styles.units} aria-label="Unidades del curso">
        {units.data.map((u) => (
          <li key={u.id}>
            <UnitCard courseId={courseId} unit={u} onDelete={deleteUnit} deleting={deletingId === u.id} adderMode="file" />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <UnitForm courseId={courseId} />
      {list}
      {confirmDialog}
    </>
  );
}

/** /prof/materiales: the teacher's materials course by course, with real upload and delete (the materials API). */
export function MaterialsPage() {
  const courses = useTeacherCourses('');
  const limits = useUploadLimits();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = courses.data?.content ?? [];
  const courseId = chosen ?? list[0]?.id ?? null;

  const subtitle = limits.data
    ? `Sube archivos (${typesText(limits.data.types)}) de hasta ${limits.data.maxLabel} y elimina los que ya no uses.`
    : 'Sube y elimina los materiales de tus cursos.';

  let content;
  if (courses.isPending) content = <LoadingText>Cargando cursos…</LoadingText>;
  else if (courses.isError)
    content = <ErrorState message={loadError(courses.error, MATERIALS_COURSES_ERROR)} onRetry={() => courses.refetch()} />;
  else if (!list.length || courseId === null) content = <EmptyState message="Aún no tienes cursos asignados." />;
  else
    content = (
      <>
        <div className={styles.toolbar}>
          <CoursePicker label="Curso" placeholder={null} value={String(courseId)} onChange={(e) => setChosen(Number(e.target.value))} />
          <div>
            <Link className={buttonClass('secondary', 'sm')} to={manageCourseLink(courseId)}>
              Gestionar curso
            </Link>
          </div>
        </div>
        <CourseMaterials key={courseId} courseId={courseId} />
      </>
    );

  return (
    <section>
      <PageHeading title="Materiales" subtitle={subtitle} />
      <div className={styles.page}>{content}</div>
    </section>
  );
}
