import { useEffect, useState } from 'react';
import { Link } from '@inpro/ui/router';
import { ADMIN_COURSES_PAGE_SIZE, formatSoles, type Course, type CourseImpact } from '@inpro/shared-contracts';
import {
  Badge,
  Button,
  CheckboxField,
  EmptyState,
  ErrorState,
  LoadingText,
  PageHeading,
  TextField,
  buttonClass,
  loadError,
  useDebouncedValue,
  useToast,
  CourseImage,
  SEARCH_DEBOUNCE_MS,
} from '@inpro/ui';
import { Pager, areaStyles, useConfirm } from '@inpro/ui/admin';
import { ADMIN_BASE } from '../../../app/paths';
import { useCheckCourseImpact } from '../hooks/useCheckCourseImpact';
import { useCourseSearch } from '../hooks/useCourseSearch';
import { useDeleteCourse } from '../hooks/useCourses';
import { ArchiveCourseDialog } from './ArchiveCourseDialog';
import styles from './Courses.module.css';

export const COURSES_LOAD_ERROR = 'No se pudo cargar el listado.';
export const NO_RESULTS = 'No hay resultados.';

function CourseCard({ course, deleting, onDelete }: { course: Course; deleting: boolean; onDelete: () => void }) {
  return (
    <li className={styles.card}>
      <CourseImage course={course} className={styles.image} width={400} height={225} sizes="(max-width: 600px) 100vw, 400px" alt="" />
      <div className={styles.body}>
        <div>
          {course.archivedAt ? (
            <Badge tone="warning">Archivado</Badge>
          ) : (
            <Badge tone={course.published ? 'success' : 'neutral'}>{course.published ? 'Publicado' : 'Borrador'}</Badge>
          )}
        </div>
        <h2 className={styles.title}>{course.title}</h2>
        <p className={styles.meta}>{`${course.code} · ${course.level}`}</p>
        <p className={styles.meta}>{course.teacherVisible || 'Docente por confirmar'}</p>
        <p className={styles.price}>{formatSoles(course.price)}</p>
      </div>
      <div className={styles.actions}>
        <Link
          className={buttonClass('secondary', 'sm')}
          to={`${ADMIN_BASE}/cursos/${course.id}/participantes`}
          aria-label={`Participantes de ${course.title}`}
        >
          Participantes
        </Link>
        <Link
          className={buttonClass('secondary', 'sm')}
          to={`${ADMIN_BASE}/cursos/${course.id}/edit`}
          aria-label={`Editar ${course.title}`}
        >
          Editar
        </Link>
        {course.archivedAt ? null : (
          <Button
            size="sm"
            variant="danger"
            loading={deleting}
            loadingText="Revisando…"
            onClick={onDelete}
            aria-label={`Borrar ${course.title}`}
          >
            Borrar
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * /admin/cursos: the courses as cards (seed 001), searched and paged by the server (title, code,
 * area, type, teacher), 'Mostrar solo publicados', '+ Nuevo curso', delete. 'Borrar' first asks the server what the course affects: a course with students,
 * orders or certificates is archived instead (ArchiveCourseDialog); any other is deleted after a confirmation.
 */
export function CoursesPage() {
  const [q, setQ] = useState('');
  const [onlyPublished, setOnlyPublished] = useState(false);
  const search = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen in: new words or the filter start again at the first.
  const filterKey = JSON.stringify([search, onlyPublished]);
  const [chosen, setChosen] = useState({ filterKey, page: 0 });
  const page = chosen.filterKey === filterKey ? chosen.page : 0;
  const setPage = (next: number) => setChosen({ filterKey, page: next });
  const courses = useCourseSearch({ q: search, onlyPublished, page, size: ADMIN_COURSES_PAGE_SIZE });
  const remove = useDeleteCourse();
  const checkImpact = useCheckCourseImpact();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [archiving, setArchiving] = useState<{ course: Course; impact: CourseImpact } | null>(null);
  const data = courses.data;
  const lastPage = Math.max(0, (data?.totalPages ?? 1) - 1);

  // A deletion can empty the last page: show the one before it.
  const pastTheEnd = Boolean(data) && !courses.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setChosen({ filterKey, page: lastPage });
  }, [pastTheEnd, filterKey, lastPage]);

  const del = async (c: Course) => {
    let impact: CourseImpact;
    try {
      impact = await checkImpact.mutateAsync(c.id);
    } catch (err) {
      toast.error(loadError(err, 'No se pudo revisar el curso.'));
      return;
    }
    if (impact.mustArchive) {
      setArchiving({ course: c, impact });
      return;
    }
    const ok = await confirm({
      title: `¿Borrar definitivamente "${c.title}"?`,
      message: 'El curso no tiene inscritos, pedidos ni certificados.',
      confirmLabel: 'Borrar',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(c.id, {
      onSuccess: () => toast.success('Curso borrado.'),
      onError: (err) => toast.error(loadError(err, 'No se pudo borrar.')),
    });
  };

  let content;
  if (courses.isPending) content = <LoadingText>Cargando cursos…</LoadingText>;
  else if (courses.isError)
    content = <ErrorState message={loadError(courses.error, COURSES_LOAD_ERROR)} onRetry={() => courses.refetch()} />;
  else if (!data?.content.length) content = <EmptyState message={NO_RESULTS} />;
  else
    content = (
      <>
        <p className={areaStyles.count} role="status">{`${data.totalElements} curso(s)`}</p>
        <ul className={styles.grid} aria-label="Cursos" aria-busy={courses.isFetching}>
          {data.content.map((c) => (
            <CourseCard
              key={c.id}
              course={c}
              deleting={(checkImpact.isPending && checkImpact.variables === c.id) || (remove.isPending && remove.variables === c.id)}
              onDelete={() => del(c)}
            />
          ))}
        </ul>
        {data.totalPages > 1 ? (
          <Pager page={page} totalPages={data.totalPages} onPageChange={setPage} disabled={courses.isFetching} label="Páginas de cursos" />
        ) : null}
      </>
    );
  return (
    <section>
      <PageHeading
        title="Mis Cursos"
        subtitle="Todos los cursos del instituto, publicados y borradores."
        actions={
          <Link className={buttonClass()} to={`${ADMIN_BASE}/cursos/new`}>
            + Nuevo curso
          </Link>
        }
      />
      <div className={areaStyles.toolbar} role="search">
        <TextField
          className={areaStyles.grow}
          label="Buscar"
          type="search"
          placeholder="Título, código, área, tipo o docente"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <CheckboxField label="Mostrar solo publicados" checked={onlyPublished} onChange={(e) => setOnlyPublished(e.target.checked)} />
      </div>
      {content}
      {confirmDialog}
      {archiving ? <ArchiveCourseDialog course={archiving.course} impact={archiving.impact} onClose={() => setArchiving(null)} /> : null}
    </section>
  );
}
