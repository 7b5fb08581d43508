import { useState, type FormEvent } from 'react';
import type { Gradebook } from '@inpro/shared-contracts';
import { Button, SelectField, TextArea, TextField, loadError, useToast } from '@inpro/ui';
import { useOverrideGrade } from '../hooks/useOverrideGrade';
import styles from './Gradebook.module.css';

/** The teacher sets a student's final grade in place of the computed one, with a reason (audited). */
export function OverrideSection({ book }: { book: Gradebook }) {
  const toast = useToast();
  const [userId, setUserId] = useState('');
  const [grade, setGrade] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useOverrideGrade(book.courseId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!userId) {
      setError('Elige un estudiante.');
      return;
    }
    save.mutate(
      { userId: Number(userId), grade, reason },
      {
        onSuccess: () => {
          setGrade('');
          setReason('');
          toast.success(grade.trim() === '' ? 'Se quitó el ajuste de la nota final.' : 'Nota final ajustada.');
        },
        onError: (err) => setError(loadError(err, 'No se pudo ajustar la nota final.')),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="gb-override">
      <h2 id="gb-override" className={styles.sectionTitle}>
        Ajustar nota final
      </h2>
      <p className={styles.muted}>
        El ajuste reemplaza la nota calculada y queda registrado en la auditoría con su motivo. Deja la nota vacía para quitarlo.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <SelectField
          label="Estudiante"
          placeholder="Elige un estudiante"
          options={book.rows.map((r) => ({ value: String(r.userId), label: r.fullName }))}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
        />
        <TextField label="Nota final (0 a 20)" inputMode="numeric" value={grade} onChange={(e) => setGrade(e.target.value)} />
        <TextArea label="Motivo del ajuste" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={2} />
        <Button type="submit" disabled={save.isPending}>
          Guardar ajuste
        </Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
