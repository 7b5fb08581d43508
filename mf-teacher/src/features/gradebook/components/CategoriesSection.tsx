import { useState, type FormEvent } from 'react';
import type { Gradebook } from '@inpro/shared-contracts';
import { Button, TextField, loadError, useToast } from '@inpro/ui';
import { useAddCategory } from '../hooks/useAddCategory';
import { useDeleteCategory } from '../hooks/useDeleteCategory';
import styles from './Gradebook.module.css';

/** The weighted categories of the course: list, total of the weights, add and delete. */
export function CategoriesSection({ book }: { book: Gradebook }) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [weight, setWeight] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddCategory(book.courseId);
  const remove = useDeleteCategory(book.courseId);
  const total = book.categories.reduce((s, c) => s + c.weight, 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    add.mutate(
      { name, weight },
      {
        onSuccess: () => {
          setName('');
          setWeight('');
          toast.success('Categoría agregada.');
        },
        onError: (err) => setError(loadError(err, 'No se pudo agregar la categoría.')),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="gb-categories">
      <h2 id="gb-categories" className={styles.sectionTitle}>
        Categorías y pesos
      </h2>
      {book.categories.length ? (
        <ul className={styles.list} aria-label="Categorías">
          {book.categories.map((c) => (
            <li key={c.id} className={styles.row}>
              <strong>{c.name}</strong> <span>{String(c.weight)} %</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => remove.mutate(c.id, { onError: (err) => toast.error(loadError(err, 'No se pudo eliminar la categoría.')) })}
              >
                Eliminar<span className={styles.muted}> {c.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Sin categorías: la nota final es el promedio de las evaluaciones calificadas.</p>
      )}
      <p data-testid="gb-weights-total" className={styles.muted}>
        Los pesos suman {String(Math.round(total * 100) / 100)} %
        {book.categories.length && Math.abs(total - 100) > 0.05 ? ' (deben sumar 100 %).' : '.'}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Nombre de la categoría" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
        <TextField label="Peso (%)" inputMode="decimal" value={weight} onChange={(e) => setWeight(e.target.value)} />
        <Button type="submit" disabled={add.isPending}>
          Agregar categoría
        </Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
