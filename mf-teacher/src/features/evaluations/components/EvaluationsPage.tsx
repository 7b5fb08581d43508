import { useState } from 'react';
import { useSearchParams } from '@inpro/ui/router';
import { isValidId } from '@inpro/shared-contracts';
import { PageHeading } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { useEvaluations } from '../hooks/useEvaluations';
import { EvaluationForm } from './EvaluationForm';
import { EvaluationsList } from './EvaluationsList';
import { ExtensionsDialog } from './ExtensionsDialog';
import { QuestionBankSection } from './QuestionBankSection';
import { AttemptsDialog } from './AttemptsDialog';
import { SubmissionDialog } from './SubmissionDialog';
import { SubmissionsPanel } from './SubmissionsPanel';
import styles from './Evaluations.module.css';

/** /prof/evaluaciones: create and edit evaluations (quizzes with questions), extensions, review and grade submissions. */
export function EvaluationsPage() {
  const [params, setParams] = useSearchParams();
  const fromLink = params.get('evaluacion');
  const evaluationId = isValidId(fromLink) ? Number(fromLink) : null;
  const evaluations = useEvaluations(null);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const [attemptsOf, setAttemptsOf] = useState<{ id: number; title: string } | null>(null);
  const [editId, setEditId] = useState<number | null>(null);
  const [extensionsId, setExtensionsId] = useState<number | null>(null);
  // The dialogs read the cached list, so what they show follows every change.
  const editing = evaluations.data?.find((e) => e.id === editId) ?? null;
  const extensionsOf = evaluations.data?.find((e) => e.id === extensionsId) ?? null;
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
      <section className={styles.section} aria-labelledby="question-bank">
        <h2 id="question-bank" className={styles.sectionTitle}>
          Banco de preguntas
        </h2>
        <QuestionBankSection />
      </section>
      <section className={styles.section} aria-labelledby="my-evaluations">
        <h2 id="my-evaluations" className={styles.sectionTitle}>
          Mis evaluaciones
        </h2>
        <EvaluationsList
          onShowAttempts={(e) => setAttemptsOf({ id: e.id, title: e.title })}
          onEdit={(e) => setEditId(e.id)}
          onExtensions={(e) => setExtensionsId(e.id)}
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
      <AttemptsDialog evaluation={attemptsOf} onClose={() => setAttemptsOf(null)} />
      <Dialog open={editing !== null} onClose={() => setEditId(null)} title={`Editar: ${editing?.title ?? ''}`} size="lg">
        {editing ? <EvaluationForm key={editing.id} editing={editing} onSaved={() => setEditId(null)} /> : null}
      </Dialog>
      <ExtensionsDialog evaluation={extensionsOf} onClose={() => setExtensionsId(null)} />
    </section>
  );
}
