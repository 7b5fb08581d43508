import { useState, type FormEvent } from 'react';
import { EVALUATION_TYPES } from '@inpro/shared-contracts';
import { Button, SelectField, TextArea, TextField, serverErrors, useToast } from '@inpro/ui';
import { useTeacherCourses } from '../../courses';
import { emptyEvaluation, evaluationErrors, evaluationInput, newQuestion, type EvaluationDraft } from '../evaluationForm';
import { useCreateEvaluation } from '../hooks/useEvaluationMutations';
import { QuestionsEditor } from './QuestionsEditor';
import styles from './Evaluations.module.css';

export const EVALUATION_CREATED = 'Evaluación creada ✅';
export const EVALUATION_CREATE_ERROR = 'No se pudo crear la evaluación.';

/** Create an evaluation: course, type Examen/Tarea/Quiz, title, due date, instructions; a quiz gets its questions. */
export function EvaluationForm() {
  const toast = useToast();
  const courses = useTeacherCourses('');
  const create = useCreateEvaluation();
  const [draft, setDraft] = useState<EvaluationDraft>(emptyEvaluation);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <K extends keyof EvaluationDraft>(name: K, value: EvaluationDraft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setErrors((e) => (e[name as string] || e._ ? { ...e, [name as string]: '', _: '' } : e));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (create.isPending) return;
    const found = evaluationErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      const form = e.currentTarget;
      const first = Object.keys(found)[0];
      setTimeout(() => (form.elements.namedItem(first) as HTMLElement | null)?.focus(), 0);
      return;
    }
    create.mutate(evaluationInput(draft), {
      onSuccess: () => {
        toast.success(EVALUATION_CREATED);
        setDraft({ ...emptyEvaluation(), courseId: draft.courseId });
      },
      onError: (err) => setErrors(serverErrors<Record<string, string>>(err, EVALUATION_CREATE_ERROR) as Record<string, string>),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Nueva evaluación">
      <div className={styles.grid}>
        <SelectField
          label="Curso"
          name="courseId"
          required
          value={draft.courseId}
          onChange={(e) => set('courseId', e.target.value)}
          placeholder={courses.isPending ? 'Cargando cursos…' : 'Selecciona un curso'}
          options={(courses.data?.content ?? []).map((c) => ({ value: String(c.id), label: `${c.code} — ${c.title}` }))}
          error={errors.courseId || undefined}
        />
        <SelectField
          label="Tipo"
          name="type"
          value={draft.type}
          onChange={(e) => {
            const type = e.target.value;
            set('type', type);
            if (type === 'Quiz' && !draft.questions.length) set('questions', [newQuestion()]);
          }}
          options={EVALUATION_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <TextField
          label="Título"
          name="title"
          required
          maxLength={200}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title || undefined}
        />
        <TextField
          label="Fecha de entrega"
          name="dueAt"
          type="datetime-local"
          required
          value={draft.dueAt}
          onChange={(e) => set('dueAt', e.target.value)}
          hint="Hora de Lima."
          error={errors.dueAt || undefined}
        />
      </div>
      <TextArea
        label="Instrucciones"
        name="instructions"
        rows={4}
        maxLength={5000}
        value={draft.instructions}
        onChange={(e) => set('instructions', e.target.value)}
        error={errors.instructions || undefined}
      />
      {draft.type === 'Quiz' ? <QuestionsEditor questions={draft.questions} onChange={(q) => set('questions', q)} errors={errors} /> : null}
      {errors._ ? (
        <p className={styles.error} role="alert">
          {errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={create.isPending} loadingText="Creando…">
          Crear evaluación
        </Button>
      </div>
    </form>
  );
}
