import { useState, type FormEvent } from 'react';
import { FORUM_BODY_REQUIRED, FORUM_TITLE_REQUIRED, errorMessage } from '@inpro/shared-contracts';
import { Button, TextArea, TextField, useOnlineAction } from '@inpro/ui';
import styles from './Forums.module.css';

const MARKDOWN_HINT =
  'Puedes usar **negrita**, *cursiva*, listas con «- » y enlaces [texto](https://…). Un archivo opcional (PDF, Word, Excel, PowerPoint, TXT, CSV o ZIP).';

export interface ComposerProps {
  /** With a title field (a new thread). */
  withTitle?: boolean;
  label: string;
  submitLabel: string;
  withFile?: boolean;
  initialBody?: string;
  onSubmit: (input: { title: string; body: string; file: File | null }) => Promise<unknown>;
  onCancel?: () => void;
}

/** The text box of a thread, a reply or a message, with an optional file; the server's message on failure. */
export function Composer({ withTitle, label, submitLabel, withFile = true, initialBody = '', onSubmit, onCancel }: ComposerProps) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState(initialBody);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Offline the text can still be written; only sending waits for the connection.
  const online = useOnlineAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (online.offline) return;
    if (withTitle && !title.trim()) return setError(FORUM_TITLE_REQUIRED);
    if (!body.trim()) return setError(FORUM_BODY_REQUIRED);
    setError(null);
    setBusy(true);
    try {
      await onSubmit({ title: title.trim(), body, file });
      setTitle('');
      setBody('');
      setFile(null);
      setFileKey((k) => k + 1);
    } catch (err) {
      setError(errorMessage(err, 'No se pudo publicar. Inténtalo de nuevo.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      {withTitle ? <TextField label="Título" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required /> : null}
      <TextArea label={label} hint={MARKDOWN_HINT} value={body} onChange={(e) => setBody(e.target.value)} rows={5} required />
      {withFile ? (
        <label>
          Archivo adjunto (opcional){' '}
          <input
            key={fileKey}
            type="file"
            accept=".pdf,.ppt,.pptx,.doc,.docx,.xls,.xlsx,.csv,.txt,.zip"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {online.reason}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} loadingText="Enviando…" disabled={online.offline} aria-describedby={online.describedBy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
