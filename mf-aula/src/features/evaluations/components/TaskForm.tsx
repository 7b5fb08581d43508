import { useRef, useState, type FormEvent } from 'react';
import { SUBMISSION_EMPTY, taskSubmissionSchema } from '@inpro/shared-contracts';
import { Button, TextArea } from '@inpro/ui';
import styles from './Evaluations.module.css';

export interface TaskFormProps {
  busy: boolean;
  serverError?: string;
  onSubmit: (text: string, file: File | null) => void;
}

/** A task or exam answer: text and/or one file (checked again by the server, like materials). */
export function TaskForm({ busy, serverError, onSubmit }: TaskFormProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = taskSubmissionSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      textRef.current?.focus();
      return;
    }
    if (!parsed.data.text && !file) {
      setError(SUBMISSION_EMPTY);
      textRef.current?.focus();
      return;
    }
    setError(undefined);
    onSubmit(parsed.data.text, file);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Entregar evaluación">
      <TextArea
        ref={textRef}
        label="Tu respuesta"
        rows={8}
        value={text}
        maxLength={20000}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={styles.file}>
        <label htmlFor="submission-file">Archivo (opcional)</label>
        <input
          id="submission-file"
          type="file"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-describedby="submission-file-hint"
        />
        <p id="submission-file-hint" className={styles.hint}>
          PDF, Word, Excel, PowerPoint, texto o ZIP; mismo límite de tamaño que los materiales.
        </p>
      </div>
      {serverError ? (
        <p className={styles.error} role="alert">
          {serverError}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy} loadingText="Enviando…">
          Enviar entrega
        </Button>
      </div>
      <p className={styles.hint}>Solo puedes entregar una vez.</p>
    </form>
  );
}
