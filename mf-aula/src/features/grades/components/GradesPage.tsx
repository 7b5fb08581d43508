import { Link } from '@inpro/ui/router';
import { Badge, EmptyState, ErrorState, FirstLoad, LoadingText, loadError } from '@inpro/ui';
import { DataTable, type DataColumn } from '@inpro/ui/admin';
import { formatGrade, formatLimaDate, type StudentGrade } from '@inpro/shared-contracts';
import { PageHeading } from '../../../app/PageHeading';
import { useGrades } from '../hooks/useGrades';
import styles from './Grades.module.css';

export const GRADES_EMPTY = 'Aún no tienes notas registradas.';
export const GRADES_ERROR = 'No se pudieron cargar tus notas.';

const columns: DataColumn<StudentGrade>[] = [
  { key: 'course', header: 'Curso', render: (g) => g.courseTitle },
  { key: 'evaluation', header: 'Evaluación', rowHeader: true, render: (g) => `${g.evaluationTitle} (${g.type})` },
  {
    key: 'score',
    header: 'Nota (0–20)',
    align: 'right',
    render: (g) => <span className={g.passed ? styles.pass : styles.fail}>{formatGrade(g.score)}</span>,
  },
  { key: 'date', header: 'Fecha', render: (g) => formatLimaDate(g.gradedAt) },
  { key: 'feedback', header: 'Retroalimentación', render: (g) => g.feedback || '—' },
];

/** /aula/notas: the student's grades, the general average (two decimals) and the passing mark. */
export function GradesPage() {
  const grades = useGrades();
  let content;
  if (grades.isPending)
    content = (
      <FirstLoad query={grades}>
        <LoadingText>Cargando tus notas…</LoadingText>
      </FirstLoad>
    );
  // A failed refresh keeps what the screen had (offline, the worker's copy or the last answer).
  else if (grades.isLoadingError) content = <ErrorState message={loadError(grades.error, GRADES_ERROR)} onRetry={() => grades.refetch()} />;
  else if (grades.data.items.length === 0)
    content = (
      <>
        <EmptyState message={GRADES_EMPTY} title="Sin notas" />
        <p className={styles.note}>La nota aprobatoria es {formatGrade(grades.data.passingMark)}.</p>
      </>
    );
  else {
    const { average, passingMark, passed } = grades.data;
    content = (
      <>
        <dl className={styles.summary}>
          <div>
            <dt>Promedio general</dt>
            <dd data-testid="grade-average">{formatGrade(average)}</dd>
          </div>
          <div>
            <dt>Nota aprobatoria</dt>
            <dd data-testid="passing-mark">{formatGrade(passingMark)}</dd>
          </div>
          {passed !== null ? (
            <div>
              <dt>Situación</dt>
              <dd>
                <Badge tone={passed ? 'success' : 'danger'}>{passed ? 'Aprobado' : 'Desaprobado'}</Badge>
              </dd>
            </div>
          ) : null}
        </dl>
        <DataTable caption="Tus notas" captionHidden columns={columns} rows={grades.data.items} rowKey={(g) => g.submissionId} />
        <h2 className={styles.note}>Nota final por curso</h2>
        <ul aria-label="Nota final por curso">
          {[...new Map(grades.data.items.map((g) => [g.courseId, g.courseTitle])).entries()].map(([id, title]) => (
            <li key={id}>
              <Link to={`/aula/notas/${id}`}>Calificaciones de {title}</Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section>
      <PageHeading title="Notas" subtitle="Escala vigesimal (0 a 20)." />
      {content}
    </section>
  );
}
