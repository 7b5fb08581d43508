import { taskAnswerSchema } from '@inpro/shared-contracts';
import { Button, TextArea, TextField, useOnlineAction } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import styles from './Evaluations.module.css';

const SUBMIT_ERROR = 'No se pudo enviar la entrega.';

/** The server's check of an answer: a text, a file or both. */
const taskAnswer = taskAnswerSchema<File>();

export interface TaskFormProps {
  /** Sends the checked answer; a refusal it throws is shown in the form. */
  onSubmit: (text: string, file: File | null) => Promise<unknown>;
}

/** A task or exam answer: text and/or one file (checked again by the server, like materials). */
export function TaskForm({ onSubmit }: TaskFormProps) {
  const form = useZodForm({
    schema: taskAnswer,
    defaultValues: { text: '', file: null as File | null },
    failure: SUBMIT_ERROR,
    onSubmit: ({ text, file }) => onSubmit(text, file),
  });
  // Offline the answer can still be written; only sending waits for the connection.
  const online = useOnlineAction();
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Entregar evaluación">
      <TextArea label="Tu respuesta" rows={8} maxLength={20000} {...form.field('text')} />
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
      {online.reason}
      <div>
        <Button type="submit" loading={form.busy} loadingText="Enviando…" disabled={online.offline} aria-describedby={online.describedBy}>
          Enviar entrega
        </Button>
      </div>
    </form>
  );
}
