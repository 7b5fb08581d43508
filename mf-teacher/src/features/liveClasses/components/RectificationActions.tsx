import { useState } from 'react';
import { RECTIFICATION_ANSWER_REQUIRED, rectificationResolveSchema } from '@inpro/shared-contracts';
import { Button, TextArea, useToast, loadError } from '@inpro/ui';
import { useResolveRectification } from '../hooks/useAttendanceMutations';
import styles from './Classes.module.css';

const RECTIFICATION_ACCEPTED = 'Solicitud aceptada: la asistencia quedó como PRESENTE.';
const RECTIFICATION_REJECTED = 'Solicitud rechazada.';
const RECTIFICATION_ERROR = 'No se pudo resolver la solicitud.';

/** Accept (→ PRESENTE) or reject with a reason one rectification request. */
export function RectificationActions({ id, studentName }: { id: number; studentName: string }) {
  const toast = useToast();
  const resolve = useResolveRectification();
  const [rejecting, setRejecting] = useState(false);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (decision: 'ACEPTADA' | 'RECHAZADA') => {
    const parsed = rectificationResolveSchema.safeParse({ decision, answer: decision === 'RECHAZADA' ? answer : '' });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? RECTIFICATION_ANSWER_REQUIRED);
      return;
    }
    setError(null);
    resolve.mutate(
      { id, body: parsed.data },
      {
        onSuccess: () => {
          setRejecting(false);
          setAnswer('');
          toast.success(decision === 'ACEPTADA' ? RECTIFICATION_ACCEPTED : RECTIFICATION_REJECTED);
        },
        onError: (err) => {
          setError(loadError(err, RECTIFICATION_ERROR));
          toast.error(RECTIFICATION_ERROR);
        },
      },
    );
  };

  if (rejecting) {
    return (
      <div className={styles.request}>
        <TextArea
          label={`Motivo del rechazo (${studentName})`}
          rows={2}
          value={answer}
          maxLength={1000}
          onChange={(e) => setAnswer(e.target.value)}
          error={error ?? undefined}
        />
        <div className={styles.rollActions}>
          <Button size="sm" variant="danger" onClick={() => send('RECHAZADA')} loading={resolve.isPending}>
            Confirmar rechazo
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setRejecting(false)}>
            Volver
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.rollActions}>
      <Button size="sm" onClick={() => send('ACEPTADA')} loading={resolve.isPending} aria-label={`Aceptar la solicitud de ${studentName}`}>
        Aceptar
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setRejecting(true)} aria-label={`Rechazar la solicitud de ${studentName}`}>
        Rechazar
      </Button>
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
