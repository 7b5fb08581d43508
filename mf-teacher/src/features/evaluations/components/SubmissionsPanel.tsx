import {
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_LABELS,
  formatGrade,
  formatLimaDateTime,
  type SubmissionListItem,
} from '@inpro/shared-contracts';
import { Badge, Button, ErrorState, LoadingText, SelectField, VisuallyHidden, loadError } from '@inpro/ui';
import { DataTable, type DataColumn } from '@inpro/ui/admin';
import { useSubmissions } from '../hooks/useSubmissions';
import { STATUS_TONES } from './statusTones';
import styles from './Evaluations.module.css';

export interface SubmissionsPanelProps {
  status: string;
  onStatus: (status: string) => void;
  evaluation: { id: number; title: string } | null;
  onClearEvaluation: () => void;
  onOpen: (id: number) => void;
}

/** Submissions of the teacher's courses (Pendiente / En revisión / Calificado), each opened to grade it. */
export function SubmissionsPanel({ status, onStatus, evaluation, onClearEvaluation, onOpen }: SubmissionsPanelProps) {
  const submissions = useSubmissions({ status, evaluationId: evaluation?.id ?? null });
  const columns: DataColumn<SubmissionListItem>[] = [
    { key: 'student', header: 'Alumno', rowHeader: true, render: (s) => s.student.fullName },
    { key: 'course', header: 'Curso', render: (s) => s.courseTitle },
    { key: 'evaluation', header: 'Evaluación', render: (s) => `${s.evaluationType}: ${s.evaluationTitle}` },
    { key: 'date', header: 'Fecha', render: (s) => formatLimaDateTime(s.submittedAt) },
    {
      key: 'status',
      header: 'Estado',
      render: (s) => (
        <>
          <Badge tone={STATUS_TONES[s.status]}>{SUBMISSION_STATUS_LABELS[s.status]}</Badge>
          {s.late ? ' ' : null}
          {s.late ? <Badge tone="warning">Fuera de plazo</Badge> : null}
        </>
      ),
    },
    { key: 'score', header: 'Nota', align: 'right', render: (s) => formatGrade(s.score) },
    {
      key: 'open',
      header: 'Acción',
      render: (s) => (
        <Button size="sm" variant={s.status === 'CALIFICADO' ? 'secondary' : 'primary'} onClick={() => onOpen(s.id)}>
          {s.status === 'CALIFICADO' ? 'Ver' : 'Calificar'}
          {/* Whose submission, after the visible word: the name starts with what the button shows (WCAG 2.5.3). */}
          <VisuallyHidden>{` la entrega de ${s.student.fullName}: ${s.evaluationTitle}`}</VisuallyHidden>
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className={styles.filters}>
        <SelectField
          label="Estado"
          value={status}
          onChange={(e) => onStatus(e.target.value)}
          options={[{ value: '', label: 'Todos' }, ...SUBMISSION_STATUSES.map((v) => ({ value: v, label: SUBMISSION_STATUS_LABELS[v] }))]}
        />
        {evaluation ? (
          <p className={styles.muted}>
            {`Solo «${evaluation.title}». `}
            <Button variant="ghost" size="sm" onClick={onClearEvaluation}>
              Ver todas
            </Button>
          </p>
        ) : null}
      </div>
      {submissions.isPending ? (
        <LoadingText>Cargando entregas…</LoadingText>
      ) : submissions.isError ? (
        <ErrorState message={loadError(submissions.error, 'No se pudieron cargar las entregas.')} onRetry={() => submissions.refetch()} />
      ) : (
        <DataTable
          caption="Entregas"
          captionHidden
          columns={columns}
          rows={submissions.data.content}
          rowKey={(s) => s.id}
          emptyText="No hay entregas con este filtro."
        />
      )}
    </>
  );
}
