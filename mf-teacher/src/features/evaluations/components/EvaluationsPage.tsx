import { useState } from 'react';
import { useSearchParams } from '@inpro/ui/router';
import { isValidId } from '@inpro/shared-contracts';
import { PageHeading } from '@inpro/ui';
import { useEvaluations } from '../hooks/useEvaluations';
import { EvaluationForm } from './EvaluationForm';
import { EvaluationsList } from './EvaluationsList';
import { SubmissionDialog } from './SubmissionDialog';
import { SubmissionsPanel } from './SubmissionsPanel';
import styles from './Evaluations.module.css';

/** /prof/evaluaciones: create evaluations (quizzes with questions), list them, review and grade submissions. */
export function EvaluationsPage() {
  const [params, setParams] = useSearchParams();
  const fromLink = params.get('evaluacion');
  const evaluationId = isValidId(fromLink) ? Number(fromLink) : null;
  const evaluations = useEvaluations(null);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const found = evaluations.data?.find((e) => e.id === evaluationId);
  const evaluation = evaluationId ? { id: evaluationId, title: found?.title ?? `#${evaluationId}` } : null;

  const filterBy = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('evaluacion', String(id));
    else next.delete('evaluacion');
    setParams(next, { replace: true });
  };

  return (
    <section>
      <PageHeading title="Evaluaciones" subtitle="Crea exámenes, tareas y quizzes; revisa y califica las entregas de tus alumnos." />
      <section className={styles.section} aria-labelledby="new-evaluation">
        <h2 id="new-evaluation" className={styles.sectionTitle}>
          Nueva evaluación
        </h2>
        <EvaluationForm />
      </section>
      <section className={styles.section} aria-labelledby="my-evaluations">
        <h2 id="my-evaluations" className={styles.sectionTitle}>
          Mis evaluaciones
        </h2>
        <EvaluationsList
          onShowSubmissions={(e) => {
            filterBy(e.id);
            document.getElementById('submissions')?.scrollIntoView?.({ behavior: 'smooth' });
          }}
        />
      </section>
      <section className={styles.section} aria-labelledby="submissions">
        <h2 id="submissions" className={styles.sectionTitle}>
          Entregas
        </h2>
        <SubmissionsPanel
          status={status}
          onStatus={setStatus}
          evaluation={evaluation}
          onClearEvaluation={() => filterBy(null)}
          onOpen={setOpen}
        />
      </section>
      <SubmissionDialog submissionId={open} onClose={() => setOpen(null)} />
    </section>
  );
}
