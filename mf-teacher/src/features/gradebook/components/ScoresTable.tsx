import { useState } from 'react';
import { formatGrade, type Gradebook, type GradebookRow } from '@inpro/shared-contracts';
import { Badge, loadError, useToast } from '@inpro/ui';
import { useSetItemScore } from '../hooks/useSetItemScore';
import styles from './Gradebook.module.css';

function ScoreInput({ book, itemId, title, row }: { book: Gradebook; itemId: number; title: string; row: GradebookRow }) {
  const toast = useToast();
  const saved = row.scores[`i${itemId}`];
  const [value, setValue] = useState(saved === null ? '' : String(saved));
  const save = useSetItemScore(book.courseId, itemId, row.userId);
  const commit = () => {
    if (value.trim() === (saved === null ? '' : String(saved))) return;
    save.mutate(value, {
      onError: (err) => {
        toast.error(loadError(err, 'No se pudo guardar la nota.'));
        setValue(saved === null ? '' : String(saved));
      },
    });
  };
  return (
    <input
      className={styles.scoreInput}
      aria-label={`Nota de ${row.fullName} en ${title}`}
      inputMode="decimal"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

function FinalGradeBadge({ grade }: { grade: GradebookRow['grade'] }) {
  if (grade.passed === null) return <Badge tone="neutral">Sin notas</Badge>;
  return grade.passed ? <Badge tone="success">Aprobado</Badge> : <Badge tone="danger">Desaprobado</Badge>;
}

/** A student per row: each grade (manual items editable), each category, the average and the final grade. */
export function ScoresTable({ book }: { book: Gradebook }) {
  return (
    <div className={styles.scroller} role="region" aria-label="Tabla de notas" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Estudiante</th>
            {book.columns.map((c) => (
              <th scope="col" key={c.key}>
                {c.title}
              </th>
            ))}
            {book.categories.map((c) => (
              <th scope="col" key={`c${c.id}`}>
                {c.name} ({c.weight} %)
              </th>
            ))}
            <th scope="col">Promedio</th>
            <th scope="col">Nota final</th>
            <th scope="col">Estado</th>
          </tr>
        </thead>
        <tbody>
          {book.rows.map((r) => (
            <tr key={r.userId} data-testid={`gb-row-${r.userId}`}>
              <th scope="row">{r.fullName}</th>
              {book.columns.map((c) => (
                <td key={c.key} className={styles.num}>
                  {c.kind === 'item' ? <ScoreInput book={book} itemId={c.id} title={c.title} row={r} /> : formatGrade(r.scores[c.key])}
                </td>
              ))}
              {book.categories.map((c) => (
                <td key={`c${c.id}`} className={styles.num}>
                  {formatGrade(r.categories.find((x) => x.categoryId === c.id)?.grade ?? null)}
                </td>
              ))}
              <td className={styles.num}>{formatGrade(r.grade.average)}</td>
              <td className={styles.num} data-testid="gb-final">
                {r.grade.final ?? '—'}
                {r.grade.overridden ? <span className={styles.muted}> (ajustada; calculada {r.grade.computed ?? '—'})</span> : null}
              </td>
              <td>
                <FinalGradeBadge grade={r.grade} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
