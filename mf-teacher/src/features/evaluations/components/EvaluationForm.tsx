import {
  ATTEMPT_RULES,
  ATTEMPT_RULE_LABELS,
  EVALUATION_TYPES,
  evaluationDraftSchema,
  type EvaluationUpdateInput,
  type TeacherEvaluation,
} from '@inpro/shared-contracts';
import { CheckboxField } from '@inpro/ui';
import { Button, SelectField, TextArea, TextField, useToast } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { CoursePicker } from '../../courses';
import { evaluationBody } from '../evaluationBody';
import { draftFromEvaluation, emptyEvaluation, newQuestion } from '../evaluationForm';
import { useCreateEvaluation, useUpdateEvaluation } from '../hooks/useEvaluationMutations';
import { QuestionsEditor } from './QuestionsEditor';
import styles from './Evaluations.module.css';

const EVALUATION_CREATED = 'Evaluación creada ✅';
const EVALUATION_CREATE_ERROR = 'No se pudo crear la evaluación.';
const EVALUATION_UPDATED = 'Evaluación actualizada ✅';
const EVALUATION_UPDATE_ERROR = 'No se pudo guardar la evaluación.';
const EVALUATION_LOCKED_NOTE =
  'Esta evaluación ya tiene respuestas de tus alumnos: solo puedes cambiar sus fechas de apertura y de entrega.';

/**
 * Create an evaluation: course, type Examen/Tarea/Quiz, title, due date, instructions; a quiz gets its questions.
 * Given `editing`, the same form edits that evaluation (its course stays); once answered, only its dates.
 */
export function EvaluationForm({ editing, onSaved }: { editing?: TeacherEvaluation; onSaved?: () => void } = {}) {
  const toast = useToast();
  const create = useCreateEvaluation();
  const update = useUpdateEvaluation();
  const locked = editing?.locked ?? false;
  const form = useZodForm({
    schema: evaluationDraftSchema,
    defaultValues: editing ? draftFromEvaluation(editing) : emptyEvaluation(),
    failure: editing ? EVALUATION_UPDATE_ERROR : EVALUATION_CREATE_ERROR,
    onSubmit: async (evaluation) => {
      if (editing) {
        const { courseId: _course, ...fields } = evaluation;
        // An answered evaluation keeps everything but its dates, exactly as the server stored it.
        const body: EvaluationUpdateInput = locked
          ? evaluationBody(editing, { dueAt: fields.dueAt, opensAt: fields.opensAt })
          : { ...fields, weight: editing.weight, resourceId: editing.resourceId };
        await update.mutateAsync({ id: editing.id, body });
        toast.success(EVALUATION_UPDATED);
        onSaved?.();
        return;
      }
      await create.mutateAsync(evaluation);
      toast.success(EVALUATION_CREATED);
      form.reset({ ...emptyEvaluation(), courseId: String(evaluation.courseId) });
    },
  });
  const { values, errors } = form;
  const label = editing ? `Editar evaluación ${editing.title}` : 'Nueva evaluación';

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={label}>
      {locked ? (
        <p className={styles.note} role="note">
          {EVALUATION_LOCKED_NOTE}
        </p>
      ) : null}
      <div className={styles.grid}>
        <CoursePicker
          label="Curso"
          required
          disabled={Boolean(editing)}
          current={editing ? { id: editing.courseId, code: editing.courseCode, title: editing.courseTitle } : null}
          {...form.field('courseId')}
        />
        <SelectField
          label="Tipo"
          options={EVALUATION_TYPES.map((t) => ({ value: t, label: t }))}
          disabled={locked}
          {...form.field('type')}
          onChange={(e) => {
            const type = e.target.value;
            form.set('type', type);
            if (type === 'Quiz' && !values.questions.length) form.set('questions', [newQuestion()]);
          }}
        />
        <TextField label="Título" required maxLength={200} disabled={locked} {...form.field('title')} />
        <TextField label="Fecha de entrega" type="datetime-local" required hint="Hora de Lima." {...form.field('dueAt')} />
      </div>
      <TextArea label="Instrucciones" rows={4} maxLength={5000} disabled={locked} {...form.field('instructions')} />
      <div className={styles.grid}>
        <TextField
          label="Apertura (opcional)"
          type="datetime-local"
          hint="Hora de Lima; sin fecha, abre al crearla."
          {...form.field('opensAt')}
        />
        {values.type === 'Quiz' ? (
          <>
            <TextField
              label="Tiempo límite (minutos)"
              type="number"
              min={1}
              max={600}
              hint="Vacío: sin límite."
              disabled={locked}
              {...form.field('timeLimitMinutes')}
            />
            <TextField label="Intentos permitidos" type="number" min={1} max={10} disabled={locked} {...form.field('maxAttempts')} />
            <SelectField
              label="Nota que cuenta"
              options={ATTEMPT_RULES.map((r) => ({ value: r, label: ATTEMPT_RULE_LABELS[r] }))}
              disabled={locked}
              {...form.field('attemptRule')}
            />
            <TextField
              label="Preguntas del banco por intento"
              type="number"
              min={1}
              max={100}
              hint="Se sortean del banco del curso en cada intento."
              disabled={locked}
              {...form.field('bankCount')}
            />
          </>
        ) : null}
      </div>
      {values.type === 'Quiz' ? (
        <CheckboxField
          label="Orden aleatorio de las preguntas en cada intento"
          checked={values.shuffle}
          disabled={locked}
          onChange={(e) => form.set('shuffle', e.target.checked)}
        />
      ) : null}
      {values.type === 'Quiz' ? (
        <fieldset className={styles.plainFieldset} disabled={locked}>
          <QuestionsEditor questions={values.questions} onChange={(q) => form.set('questions', q)} errors={errors} />
        </fieldset>
      ) : null}
      {errors._ ? (
        <p className={styles.error} role="alert">
          {errors._}
        </p>
      ) : null}
      <div>
        {editing ? (
          <Button type="submit" loading={form.busy} loadingText="Guardando…">
            Guardar cambios
          </Button>
        ) : (
          <Button type="submit" loading={form.busy} loadingText="Creando…">
            Crear evaluación
          </Button>
        )}
      </div>
    </form>
  );
}
