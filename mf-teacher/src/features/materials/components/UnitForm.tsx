import { useState, type FormEvent } from 'react';
import { UNIT_TITLE_REQUIRED, unitCreateSchema } from '@inpro/shared-contracts';
import { Button, TextField, useToast, loadError } from '@inpro/ui';
import { useCreateUnit } from '../hooks/useUnitMutations';
import styles from './UnitForm.module.css';

export const UNIT_ADDED = 'Unidad añadida ✅';
export const UNIT_CREATE_ERROR = 'Error al crear unidad';

/** New unit: title (trimmed, required) and an optional description; '+ Añadir Unidad' is disabled while the title is empty. */
export function UnitForm({ courseId }: { courseId: number }) {
  const toast = useToast();
  const create = useCreateUnit(courseId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = !title.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const parsed = unitCreateSchema.safeParse({ title, description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? UNIT_TITLE_REQUIRED);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setDescription('');
        setTouched(false);
        toast.success(UNIT_ADDED);
      },
      onError: (err) => {
        setError(loadError(err, UNIT_CREATE_ERROR));
        toast.error(UNIT_CREATE_ERROR);
      },
    });
  };

  const titleError = touched && empty ? UNIT_TITLE_REQUIRED : undefined;
  return (
    <form className={styles.unitForm} onSubmit={submit} noValidate aria-label="Nueva unidad">
      <TextField
        label="Título de la unidad"
        name="title"
        value={title}
        maxLength={200}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={() => setTouched(true)}
        error={titleError}
      />
      <TextField
        label="Descripción (opcional)"
        name="description"
        value={description}
        maxLength={2000}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className={styles.unitFormAction}>
        <Button type="submit" disabled={empty} loading={create.isPending} loadingText="Añadiendo…">
          + Añadir Unidad
        </Button>
      </div>
      {error && error !== titleError ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
