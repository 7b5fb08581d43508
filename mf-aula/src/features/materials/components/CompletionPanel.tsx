import { Button, ProgressBar, loadError, useOnlineAction, useToast } from '@inpro/ui';
import { useCompletion, useMarkCompletion } from '../hooks/useCompletion';
import styles from './Materials.module.css';

/**
 * «Tu avance»: what the student has done in the course, in total and per unit, each resource and
 * evaluation with its state; resources the teacher lets students mark have a button. Staff previewing
 * the course (not enrolled) see nothing here.
 */
export function CompletionPanel({ courseId }: { courseId: number }) {
  const completion = useCompletion(courseId);
  const mark = useMarkCompletion(courseId);
  const toast = useToast();
  const online = useOnlineAction();
  if (!completion.data) return null;
  const c = completion.data;
  const markable = c.units.some((u) => u.items.some((i) => i.manual));
  return (
    <section aria-labelledby="completion-title" className={styles.completion}>
      <h2 id="completion-title">Tu avance</h2>
      <ProgressBar label="Avance total del curso" value={c.percent} valueText={`${c.percent}% (${c.done} de ${c.total})`} />
      {markable ? online.reason : null}
      <ul className={styles.completionUnits} aria-label="Avance por unidad">
        {c.units.map((u) => (
          <li key={u.unitId ?? 'course'}>
            <ProgressBar label={u.title} value={u.percent} valueText={`${u.percent}% (${u.done} de ${u.total})`} />
            <ul className={styles.completionItems}>
              {u.items.map((i) => (
                <li key={`${i.kind}-${i.id}`}>
                  <span aria-hidden="true">{i.done ? '✔' : '○'}</span> {i.title}{' '}
                  <span className={styles.completionState}>
                    {i.done ? '(completado)' : i.kind === 'evaluation' ? '(por entregar)' : '(pendiente)'}
                  </span>
                  {i.manual ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={mark.isPending || online.offline}
                      aria-describedby={online.describedBy}
                      onClick={() =>
                        mark.mutate(
                          { resourceId: i.id, done: !i.done },
                          { onError: (err) => toast.error(loadError(err, 'No se pudo guardar tu avance.')) },
                        )
                      }
                    >
                      {i.done ? `Desmarcar ${i.title}` : `Marcar ${i.title} como completado`}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
