import { useMemo, useState } from 'react';
import { Link } from '@inpro/ui/router';
import { foldText, formatSoles, type Course, type CourseImpact } from '@inpro/shared-contracts';
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
  useHttp,
  useToast,
  CourseImage,
} from '@inpro/ui';
import { areaStyles, useConfirm } from '@inpro/ui/admin';
import { ADMIN_BASE } from '../../../app/paths';
import { getCourseImpact } from '../api/getCourseImpact';
import { useCourses, useDeleteCourse } from '../hooks/useCourses';
import { ArchiveCourseDialog } from './ArchiveCourseDialog';
import styles from './Courses.module.css';

export const COURSES_LOAD_ERROR = 'No se pudo cargar el listado.';
export const NO_RESULTS = 'No hay resultados.';

/** Title, code, area, type and visible teacher: what the search box matches (accents and case ignored). */
function matches(c: Course, q: string): boolean {
  return foldText([c.title, c.code, c.area, c.type, c.teacherVisible].join(' ')).includes(q);
}

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
 * /admin/cursos: every course as a card (seed 001), search, 'Mostrar solo publicados', '+ Nuevo
 * curso', delete. 'Borrar' first asks the server what the course affects: a course with students,
 * orders or certificates is archived instead (ArchiveCourseDialog); any other is deleted after a confirmation.
 */
export function CoursesPage() {
  const courses = useCourses();
  const remove = useDeleteCourse();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [q, setQ] = useState('');
  const [onlyPublished, setOnlyPublished] = useState(false);
  const http = useHttp();
  const [checking, setChecking] = useState<number | null>(null);
  const [archiving, setArchiving] = useState<{ course: Course; impact: CourseImpact } | null>(null);
  const shown = useMemo(() => {
    const needle = foldText(q.trim());
    return (courses.data ?? []).filter((c) => (!onlyPublished || c.published) && (!needle || matches(c, needle)));
  }, [courses.data, q, onlyPublished]);

  const del = async (c: Course) => {
    let impact: CourseImpact;
    setChecking(c.id);
    try {
      impact = await getCourseImpact(http, c.id);
    } catch (err) {
      toast.error(loadError(err, 'No se pudo revisar el curso.'));
      return;
    } finally {
      setChecking(null);
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
  else if (!shown.length) content = <EmptyState message={NO_RESULTS} />;
  else
    content = (
      <ul className={styles.grid} aria-label="Cursos">
        {shown.map((c) => (
          <CourseCard
            key={c.id}
            course={c}
            deleting={checking === c.id || (remove.isPending && remove.variables === c.id)}
            onDelete={() => del(c)}
          />
        ))}
      </ul>
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
