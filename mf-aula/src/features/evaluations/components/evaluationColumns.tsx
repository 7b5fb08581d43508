import { Link } from '@inpro/ui/router';
import type { DataColumn } from '@inpro/ui/admin';
import { formatGrade, formatLimaDateTime, type StudentEvaluation } from '@inpro/shared-contracts';
import { EvaluationStateBadge } from './EvaluationStateBadge';

/** The columns of a student's evaluations table; `withCourse` adds the course (the list of every course). */
export function evaluationColumns(withCourse: boolean): DataColumn<StudentEvaluation>[] {
  const action = (e: StudentEvaluation) => (e.canSubmit ? (e.type === 'Quiz' ? 'Resolver' : 'Entregar') : 'Ver');
  return [
    { key: 'title', header: 'Evaluación', rowHeader: true, render: (e) => e.title },
    ...(withCourse ? [{ key: 'course', header: 'Curso', render: (e: StudentEvaluation) => e.courseTitle }] : []),
    { key: 'type', header: 'Tipo', render: (e) => e.type },
    { key: 'due', header: 'Fecha límite (Lima)', render: (e) => formatLimaDateTime(e.dueAt) },
    { key: 'state', header: 'Estado', render: (e) => <EvaluationStateBadge state={e.state} /> },
    {
      key: 'score',
      header: 'Nota',
      align: 'right',
      render: (e) => (e.submission?.score !== null && e.submission?.score !== undefined ? formatGrade(e.submission.score) : '—'),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (e) => (
        <Link to={`/aula/evaluaciones/${e.courseId}/${e.id}`} aria-label={`${action(e)}: ${e.title}`}>
          {action(e)}
        </Link>
      ),
    },
  ];
}
