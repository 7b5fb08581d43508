import { useState } from 'react';
import { UNIT_TITLE_REQUIRED, unitCreateSchema } from '@inpro/shared-contracts';
import { Button, TextField, useToast } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { useCreateUnit } from '../hooks/useUnitMutations';
import styles from './UnitForm.module.css';

const UNIT_ADDED = 'Unidad añadida ✅';
const UNIT_CREATE_ERROR = 'Error al crear unidad';

/** New unit: title (trimmed, required) and an optional description; '+ Añadir Unidad' is disabled while the title is empty. */
export function UnitForm({ courseId }: { courseId: number }) {
  const toast = useToast();
  const create = useCreateUnit(courseId);
  const [touched, setTouched] = useState(false);
  const form = useZodForm({
    schema: unitCreateSchema,
    defaultValues: { title: '', description: '' },
    failure: UNIT_CREATE_ERROR,
    onSubmit: async (unit) => {
      try {
        await create.mutateAsync(unit);
      } catch (err) {
        toast.error(UNIT_CREATE_ERROR);
        throw err;
      }
      form.reset({ title: '', description: '' });
      setTouched(false);
      toast.success(UNIT_ADDED);
    },
  });
  const empty = !form.values.title.trim();

  return (
    <form className={styles.unitForm} onSubmit={form.submit} noValidate aria-label="Nueva unidad">
      <TextField
        label="Título de la unidad"
        maxLength={200}
        {...form.field('title')}
        onBlur={() => setTouched(true)}
        error={touched && empty ? UNIT_TITLE_REQUIRED : form.errors.title}
      />
      <TextField label="Descripción (opcional)" maxLength={2000} {...form.field('description')} />
      <div className={styles.unitFormAction}>
        <Button type="submit" disabled={empty} loading={form.busy} loadingText="Añadiendo…">
          + Añadir Unidad
        </Button>
      </div>
      {form.errors._ ? (
        <p className={styles.error} role="alert">
          {form.errors._}
        </p>
      ) : null}
    </form>
  );
}
