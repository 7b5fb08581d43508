import { useState } from 'react';
import { QUESTION_KIND_LABELS, bankQuestionCreateSchema } from '@inpro/shared-contracts';
import { Button, ErrorState, LoadingText, loadError, useToast } from '@inpro/ui';
import { CoursePicker } from '../../courses';
import { newQuestion, type QuestionDraft } from '../evaluationForm';
import { useQuestionBank } from '../hooks/useQuestionBank';
import { QuestionsEditor } from './QuestionsEditor';
import styles from './Evaluations.module.css';

const BANK_QUESTION_ADDED = 'Pregunta añadida al banco.';
const BANK_QUESTION_REMOVED = 'Pregunta quitada del banco.';
const BANK_QUESTION_REMOVE_ERROR = 'No se pudo quitar la pregunta del banco.';

/** The question bank of one course: its questions, one more (any kind), remove one. Quizzes draw from it. */
export function QuestionBankSection() {
  const [courseId, setCourseId] = useState<number | null>(null);
  const { list, add, remove } = useQuestionBank(courseId);
  const [draft, setDraft] = useState<QuestionDraft[]>([newQuestion()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();

  const save = async () => {
    const q = draft[0];
    const parsed = bankQuestionCreateSchema.safeParse(q);
    if (!parsed.success) {
      // The editor reads messages as the quiz form names them (questions.0.*).
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [['questions', 0, ...i.path].join('.'), i.message])));
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(q);
      toast.success(BANK_QUESTION_ADDED);
      setDraft([newQuestion()]);
    } catch (err) {
      setErrors({ _: loadError(err, 'No se pudo añadir la pregunta.') });
    }
  };

  return (
    <div className={styles.form}>
      <CoursePicker
        label="Curso del banco"
        value={courseId === null ? '' : String(courseId)}
        onChange={(e) => setCourseId(e.target.value ? Number(e.target.value) : null)}
      />
      {courseId === null ? null : list.isPending ? (
        <LoadingText>Cargando banco…</LoadingText>
      ) : list.isError ? (
        <ErrorState message={loadError(list.error, 'No se pudo cargar el banco.')} onRetry={() => list.refetch()} />
      ) : (
        <>
          <p>{list.data.length === 1 ? '1 pregunta en el banco.' : `${list.data.length} preguntas en el banco.`}</p>
          <ul className={styles.questionList}>
            {list.data.map((b) => (
              <li key={b.id} className={styles.inline}>
                <span>
                  <strong>{QUESTION_KIND_LABELS[b.question.kind ?? 'single']}:</strong> {b.question.text}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    remove.mutate(b.id, {
                      onSuccess: () => toast.success(BANK_QUESTION_REMOVED),
                      onError: (err) => toast.error(loadError(err, BANK_QUESTION_REMOVE_ERROR)),
                    })
                  }
                  aria-label={`Quitar del banco: ${b.question.text}`}
                >
                  Quitar
                </Button>
              </li>
            ))}
          </ul>
          <QuestionsEditor
            questions={draft}
            onChange={(q) => setDraft(q.length ? q.slice(0, 1) : [newQuestion()])}
            errors={errors}
            single
          />
          {errors._ ? (
            <p className={styles.error} role="alert">
              {errors._}
            </p>
          ) : null}
          <div>
            <Button onClick={save} loading={add.isPending} loadingText="Añadiendo…">
              Añadir al banco
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
