import { EVALUATION_TYPES, evaluationDraftSchema } from '@inpro/shared-contracts';
import { Button, SelectField, TextArea, TextField, useToast } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { useTeacherCourses } from '../../courses';
import { emptyEvaluation, newQuestion } from '../evaluationForm';
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
  const form = useZodForm({
    schema: evaluationDraftSchema,
    defaultValues: emptyEvaluation(),
    failure: EVALUATION_CREATE_ERROR,
    onSubmit: async (evaluation) => {
      await create.mutateAsync(evaluation);
      toast.success(EVALUATION_CREATED);
      form.reset({ ...emptyEvaluation(), courseId: String(evaluation.courseId) });
    },
  });
  const { values, errors } = form;

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Nueva evaluación">
      <div className={styles.grid}>
        <SelectField
          label="Curso"
          required
          placeholder={courses.isPending ? 'Cargando cursos…' : 'Selecciona un curso'}
          options={(courses.data?.content ?? []).map((c) => ({ value: String(c.id), label: `${c.code} — ${c.title}` }))}
          {...form.field('courseId')}
        />
        <SelectField
          label="Tipo"
          options={EVALUATION_TYPES.map((t) => ({ value: t, label: t }))}
          {...form.field('type')}
          onChange={(e) => {
            const type = e.target.value;
            form.set('type', type);
            if (type === 'Quiz' && !values.questions.length) form.set('questions', [newQuestion()]);
          }}
        />
        <TextField label="Título" required maxLength={200} {...form.field('title')} />
        <TextField label="Fecha de entrega" type="datetime-local" required hint="Hora de Lima." {...form.field('dueAt')} />
      </div>
      <TextArea label="Instrucciones" rows={4} maxLength={5000} {...form.field('instructions')} />
      {values.type === 'Quiz' ? (
        <QuestionsEditor questions={values.questions} onChange={(q) => form.set('questions', q)} errors={errors} />
      ) : null}
      {errors._ ? (
        <p className={styles.error} role="alert">
          {errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={form.busy} loadingText="Creando…">
          Crear evaluación
        </Button>
      </div>
    </form>
  );
}
