import { useState } from 'react';
import { nextClassBoundary, type TeacherClassSession } from '@inpro/shared-contracts';
import { Button, EmptyState, ErrorState, LoadingText, PageHeading, Tabs, useNow, useToast, loadError } from '@inpro/ui';
import { Dialog, useConfirm } from '@inpro/ui/admin';
import { useCancelSession } from '../hooks/useSessionMutations';
import { useSessions } from '../hooks/useSessions';
import { groupSessions, sessionWhen } from '../sessionView';
import { RectificationsPanel } from './RectificationsPanel';
import { RollDialog } from './RollDialog';
import { SessionCard } from './SessionCard';
import { SessionForm } from './SessionForm';
import styles from './Classes.module.css';

export const SESSIONS_LOAD_ERROR = 'No se pudieron cargar tus clases.';
export const SESSION_CANCELLED_TOAST = 'Clase cancelada.';
export const SESSION_CANCEL_ERROR = 'No se pudo cancelar la clase.';

/** /prof/clases: the teacher's sessions (live, upcoming, past), schedule/edit/cancel, attendance and rectifications. */
export function LiveClassesPage() {
  const toast = useToast();
  const sessions = useSessions(null);
  // Re-render every 30 s and at the next start or end; statuses are read at render time.
  useNow(30_000, nextClassBoundary(sessions.data ?? []));
  const now = Date.now();
  const cancel = useCancelSession();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<TeacherClassSession | 'new' | null>(null);
  const [rollOf, setRollOf] = useState<TeacherClassSession | null>(null);

  const onCancel = async (s: TeacherClassSession) => {
    const ok = await confirm({
      title: '¿Cancelar esta clase?',
      message: `${s.courseTitle}, ${sessionWhen(s)}. Los alumnos recibirán un aviso.`,
      confirmLabel: 'Cancelar clase',
      cancelLabel: 'Volver',
      danger: true,
    });
    if (!ok) return;
    cancel.mutate(s.id, {
      onSuccess: () => toast.success(SESSION_CANCELLED_TOAST),
      onError: (err) => toast.error(loadError(err, SESSION_CANCEL_ERROR)),
    });
  };

  const list = (items: TeacherClassSession[], empty: string) =>
    items.length ? (
      <ul className={styles.list}>
        {items.map((s) => (
          <li key={s.id}>
            <SessionCard session={s} now={now} onEdit={setEditing} onCancel={onCancel} onRoll={setRollOf} />
          </li>
        ))}
      </ul>
    ) : (
      <EmptyState message={empty} />
    );

  let content;
  if (sessions.isPending) content = <LoadingText>Cargando clases…</LoadingText>;
  else if (sessions.isError)
    content = <ErrorState message={loadError(sessions.error, SESSIONS_LOAD_ERROR)} onRetry={() => sessions.refetch()} />;
  else {
    const g = groupSessions(sessions.data, now);
    content = (
      <Tabs
        label="Clases"
        defaultSelectedId={g.live.length ? 'live' : 'upcoming'}
        tabs={[
          { id: 'live', label: `En vivo (${g.live.length})`, content: list(g.live, 'No tienes clases en vivo ahora.') },
          { id: 'upcoming', label: `Próximas (${g.upcoming.length})`, content: list(g.upcoming, 'No tienes clases programadas.') },
          { id: 'past', label: `Finalizadas (${g.past.length})`, content: list(g.past, 'Aún no hay clases finalizadas.') },
          { id: 'cancelled', label: `Canceladas (${g.cancelled.length})`, content: list(g.cancelled, 'No hay clases canceladas.') },
        ]}
      />
    );
  }

  return (
    <section>
      <PageHeading
        title="Clases"
        subtitle="Tus clases en vivo, próximas y finalizadas. Abre la asistencia durante la clase."
        actions={<Button onClick={() => setEditing('new')}>+ Programar clase</Button>}
      />
      {content}
      <RectificationsPanel />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing === 'new' ? 'Programar clase' : 'Editar clase'}
      >
        {editing !== null ? (
          <SessionForm session={editing === 'new' ? null : editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
        ) : null}
      </Dialog>
      {rollOf ? <RollDialog key={rollOf.id} session={rollOf} onClose={() => setRollOf(null)} /> : null}
      {confirmDialog}
    </section>
  );
}
