import { useState, type FormEvent } from 'react';
import type { Gradebook } from '@inpro/shared-contracts';
import { Button, SelectField, TextField, loadError, useToast } from '@inpro/ui';
import { useAddItem } from '../hooks/useAddItem';
import { usePlaceColumn } from '../hooks/usePlaceColumn';
import styles from './Gradebook.module.css';

const NONE = '';

/** Each evaluation and manual item with its category, and the form that adds a manual item. */
export function ColumnsSection({ book }: { book: Gradebook }) {
  const toast = useToast();
  const [title, setTitle] = useState('');
  const [categoryId, setCategoryId] = useState(NONE);
  const [error, setError] = useState<string | null>(null);
  const options = [
    { value: NONE, label: 'Sin categoría' },
    ...book.categories.map((c) => ({ value: String(c.id), label: `${c.name} (${c.weight} %)` })),
  ];
  const place = usePlaceColumn(book.courseId);
  const add = useAddItem(book.courseId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    add.mutate(
      { title, categoryId: categoryId === NONE ? null : Number(categoryId) },
      {
        onSuccess: () => {
          setTitle('');
          toast.success('Ítem agregado.');
        },
        onError: (err) => setError(loadError(err, 'No se pudo agregar el ítem.')),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="gb-columns">
      <h2 id="gb-columns" className={styles.sectionTitle}>
        Evaluaciones e ítems
      </h2>
      {book.columns.length ? (
        <ul className={styles.list} aria-label="Evaluaciones e ítems">
          {book.columns.map((c) => (
            <li key={c.key}>
              <SelectField
                label={`Categoría de ${c.title} (${c.type})`}
                options={options}
                value={c.categoryId === null ? NONE : String(c.categoryId)}
                disabled={place.isPending}
                onChange={(e) =>
                  place.mutate(
                    { column: c, categoryId: e.target.value === NONE ? null : Number(e.target.value) },
                    { onError: (err) => toast.error(loadError(err, 'No se pudo cambiar la categoría.')) },
                  )
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>El curso aún no tiene evaluaciones ni ítems.</p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Nombre del ítem manual" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
        <SelectField label="Categoría del ítem" options={options} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} />
        <Button type="submit" disabled={add.isPending}>
          Agregar ítem
        </Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
