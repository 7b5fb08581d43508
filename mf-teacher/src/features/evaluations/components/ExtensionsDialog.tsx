import { useState } from 'react';
import { formatLimaDateTime, type TeacherEvaluation } from '@inpro/shared-contracts';
import { Button, ErrorState, LoadingText, SelectField, TextField, loadError, useToast } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';
import { useGradebook } from '../../gradebook';
import { useExtensionMutations } from '../hooks/useEvaluationMutations';
import { toLimaInput } from '../evaluationForm';
import styles from './Evaluations.module.css';

const EXTENSION_SAVED = 'Prórroga guardada ✅';
const EXTENSION_REMOVED = 'Prórroga eliminada.';
const EXTENSIONS_EMPTY = 'Nadie tiene prórroga en esta evaluación.';

/** The extensions of one evaluation: the current ones (each removable) and a form to give one student a later due date. */
function ExtensionsBody({ evaluation }: { evaluation: TeacherEvaluation }) {
  const toast = useToast();
  const students = useGradebook(evaluation.courseId);
  const { grant, remove } = useExtensionMutations(evaluation.id);
  const [userId, setUserId] = useState('');
  const [dueAt, setDueAt] = useState(toLimaInput(evaluation.dueAt));
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <p>
        Entrega para todos: <strong>{formatLimaDateTime(evaluation.dueAt)}</strong>
      </p>
      <h3 className={styles.sectionTitle}>Prórrogas vigentes</h3>
      {!evaluation.extensions.length ? (
        <p>{EXTENSIONS_EMPTY}</p>
      ) : (
        <ul className={styles.questionList}>
          {evaluation.extensions.map((x) => (
            <li key={x.userId}>
              {x.fullName}: hasta el {formatLimaDateTime(x.dueAt)}{' '}
              <Button
                size="sm"
                variant="ghost"
                loading={remove.isPending && remove.variables === x.userId}
                aria-label={`Quitar la prórroga de ${x.fullName}`}
                onClick={() =>
                  remove.mutate(x.userId, {
                    onSuccess: () => toast.success(EXTENSION_REMOVED),
                    onError: (err) => toast.error(loadError(err, 'No se pudo quitar la prórroga.')),
                  })
                }
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.sectionTitle}>Dar una prórroga</h3>
      {students.isPending ? (
        <LoadingText>Cargando alumnos…</LoadingText>
      ) : students.isError ? (
        <ErrorState
          message={loadError(students.error, 'No se pudieron cargar los alumnos del curso.')}
          onRetry={() => students.refetch()}
        />
      ) : (
        <form
          className={styles.form}
          aria-label="Dar una prórroga"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            if (!userId) return setError('Elige un alumno.');
            grant.mutate(
              { userId: Number(userId), dueAt },
              {
                onSuccess: () => {
                  toast.success(EXTENSION_SAVED);
                  setUserId('');
                },
                onError: (err) => setError(loadError(err, 'No se pudo guardar la prórroga.')),
              },
            );
          }}
        >
          <div className={styles.grid}>
            <SelectField
              label="Alumno"
              required
              placeholder={students.data.rows.length ? 'Selecciona un alumno' : 'El curso no tiene alumnos'}
              options={students.data.rows.map((r) => ({ value: String(r.userId), label: r.fullName }))}
              value={userId}
              onChange={(e) => setUserId(e.target.value)}
            />
            <TextField
              label="Nueva fecha de entrega"
              type="datetime-local"
              required
              hint="Hora de Lima; después de la entrega para todos."
              value={dueAt}
              onChange={(e) => setDueAt(e.target.value)}
            />
          </div>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div>
            <Button type="submit" loading={grant.isPending} loadingText="Guardando…">
              Guardar prórroga
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

/** «Prórrogas» of an evaluation, in a dialog; it follows the cached evaluation so the list updates after each change. */
export function ExtensionsDialog({ evaluation, onClose }: { evaluation: TeacherEvaluation | null; onClose: () => void }) {
  return (
    <Dialog open={evaluation !== null} onClose={onClose} title={`Prórrogas: ${evaluation?.title ?? ''}`} size="lg">
      {evaluation ? <ExtensionsBody evaluation={evaluation} /> : null}
    </Dialog>
  );
}
