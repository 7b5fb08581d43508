import { useParams } from '@inpro/ui/router';
import { Badge, ErrorState, FirstLoad, LoadingText, loadError } from '@inpro/ui';
import { DataTable, type DataColumn } from '@inpro/ui/admin';
import { formatGrade, isValidId, type GradebookColumn } from '@inpro/shared-contracts';
import { PageHeading } from '../../../app/PageHeading';
import { useCourseGradebook } from '../hooks/useCourseGradebook';
import styles from './Grades.module.css';

export const GRADEBOOK_ERROR = 'No se pudieron cargar tus calificaciones del curso.';

/** /aula/notas/:courseId: the student's grades of a course by category, the weighted average and the final grade. */
export function CourseGradebookPage() {
  const { courseId: raw } = useParams();
  const courseId = isValidId(raw) ? Number(raw) : null;
  const book = useCourseGradebook(courseId);

  if (courseId === null || book.isLoadingError)
    return (
      <section>
        <PageHeading title="Calificaciones del curso" />
        <ErrorState message={courseId === null ? 'Curso inválido.' : loadError(book.error, GRADEBOOK_ERROR)} />
      </section>
    );
  if (book.isPending)
    return (
      <section>
        <PageHeading title="Calificaciones del curso" />
        <FirstLoad query={book}>
          <LoadingText>Cargando tus calificaciones…</LoadingText>
        </FirstLoad>
      </section>
    );

  const data = book.data;
  const row = data.rows[0];
  const categoryName = (id: number | null) => data.categories.find((c) => c.id === id)?.name ?? 'Sin categoría';
  const itemColumns: DataColumn<GradebookColumn>[] = [
    { key: 'title', header: 'Evaluación o ítem', rowHeader: true, render: (c) => c.title },
    { key: 'type', header: 'Tipo', render: (c) => c.type },
    ...(data.categories.length
      ? [{ key: 'category', header: 'Categoría', render: (c: GradebookColumn) => categoryName(c.categoryId) }]
      : []),
    { key: 'score', header: 'Nota (0–20)', align: 'right', render: (c) => formatGrade(row?.scores[c.key] ?? null) },
  ];
  const categoryColumns: DataColumn<(typeof data.categories)[number]>[] = [
    { key: 'name', header: 'Categoría', rowHeader: true, render: (c) => c.name },
    { key: 'weight', header: 'Peso', align: 'right', render: (c) => `${c.weight} %` },
    {
      key: 'grade',
      header: 'Nota',
      align: 'right',
      render: (c) => formatGrade(row?.categories.find((x) => x.categoryId === c.id)?.grade ?? null),
    },
  ];
  const grade = row?.grade;

  return (
    <section>
      <PageHeading title={`Calificaciones: ${data.courseTitle}`} subtitle={`${data.courseCode} · Escala vigesimal (0 a 20).`} />
      <dl className={styles.summary}>
        <div>
          <dt>Promedio ponderado</dt>
          <dd data-testid="gb-average">{formatGrade(grade?.average ?? null)}</dd>
        </div>
        <div>
          <dt>Nota final</dt>
          <dd data-testid="gb-final">{grade?.final ?? '—'}</dd>
        </div>
        <div>
          <dt>Nota aprobatoria</dt>
          <dd>{data.passingMark}</dd>
        </div>
        {grade && grade.passed !== null ? (
          <div>
            <dt>Situación</dt>
            <dd>
              <Badge tone={grade.passed ? 'success' : 'danger'}>{grade.passed ? 'Aprobado' : 'Desaprobado'}</Badge>
            </dd>
          </div>
        ) : null}
      </dl>
      {grade?.overridden ? (
        <p className={styles.note} data-testid="gb-override">
          Tu docente ajustó la nota final (calculada: {grade.computed ?? '—'}). Motivo: {grade.overrideReason}
        </p>
      ) : null}
      <p className={styles.note}>
        La nota final es el promedio ponderado de las categorías con notas, con dos decimales, redondeado al entero (desde ,50 hacia
        arriba).
      </p>
      {data.categories.length ? (
        <DataTable caption="Categorías" columns={categoryColumns} rows={data.categories} rowKey={(c) => c.id} />
      ) : null}
      <DataTable caption="Evaluaciones e ítems" columns={itemColumns} rows={data.columns} rowKey={(c) => c.key} />
    </section>
  );
}
