import { taskAnswerSchema } from '@inpro/shared-contracts';
import { Button, TextArea, TextField } from '@inpro/ui';
import { DraftNotice } from '@inpro/ui/drafts';
import { useZodForm } from '@inpro/ui/forms';
import { useAnswerDraft } from '../hooks/useAnswerDraft';
import styles from './Evaluations.module.css';

const SUBMIT_ERROR = 'No se pudo enviar la entrega.';
const FILE_NOT_KEPT = 'El archivo adjunto no se guarda en el dispositivo: si cierras la página, adjúntalo de nuevo.';

/** The server's check of an answer: a text, a file or both. */
const taskAnswer = taskAnswerSchema<File>();

export interface TaskFormProps {
  /** Whose answer it is: its draft is kept on the device under it. */
  evaluationId: number;
  /** Sends the checked answer; a refusal it throws is shown in the form. */
  onSubmit: (text: string, file: File | null) => Promise<unknown>;
}

/** A task or exam answer: text and/or one file (checked again by the server, like materials). */
export function TaskForm({ evaluationId, onSubmit }: TaskFormProps) {
  const form = useZodForm({
    schema: taskAnswer,
    defaultValues: { text: '', file: null as File | null },
    failure: SUBMIT_ERROR,
    // Without connection the answer stays as a draft (see useFormDraft).
    onSubmit: ({ text, file }) => draft.send(() => onSubmit(text, file)),
  });
  const draft = useAnswerDraft(evaluationId, form.values, (text) => form.set('text', text));
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Entregar evaluación">
      <TextArea label="Tu respuesta" rows={8} maxLength={20000} {...form.field('text')} />
      <DraftNotice
        draft={draft}
        what="tu respuesta"
        onSend={form.submit}
        busy={form.busy}
        keptHint={form.values.file ? FILE_NOT_KEPT : undefined}
      />
      <TextField
        label="Archivo (opcional)"
        type="file"
        name="file"
        hint="PDF, Word, Excel, PowerPoint, texto o ZIP; mismo límite de tamaño que los materiales."
        error={form.errors.file}
        onChange={(e) => form.set('file', e.target.files?.[0] ?? null)}
      />
      {form.errors._ ? (
        <p className={styles.error} role="alert">
          {form.errors._}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={form.busy} loadingText="Enviando…">
          Enviar entrega
        </Button>
      </div>
    </form>
  );
}
