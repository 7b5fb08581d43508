import { Link } from '@inpro/ui/router';
import { formatLimaDateTime, type ConversationSummary } from '@inpro/shared-contracts';
import { Badge, EmptyState, ErrorState, LoadingText, PageHeading, loadError } from '@inpro/ui';
import { useConversations } from './hooks';
import styles from './Forums.module.css';

export interface MessagesScreenProps {
  base: string;
  /** 'student': one conversation per course, with its teacher; 'teacher': one per student of each course. */
  side: 'student' | 'teacher';
}

function linkOf(base: string, side: MessagesScreenProps['side'], c: ConversationSummary): string {
  return side === 'student' ? `${base}/mensajes/${c.courseId}` : `${base}/mensajes/${c.courseId}/${c.student.id}`;
}

/** /aula/mensajes and /prof/mensajes: the person's conversations, the unread ones counted. */
export function MessagesScreen({ base, side }: MessagesScreenProps) {
  const list = useConversations();
  let content;
  if (list.isPending) content = <LoadingText>Cargando mensajes…</LoadingText>;
  else if (list.isError)
    content = <ErrorState message={loadError(list.error, 'No se pudieron cargar tus mensajes.')} onRetry={() => list.refetch()} />;
  else if (!list.data.items.length)
    content = (
      <EmptyState
        message={
          side === 'student' ? 'Cuando te inscribas en un curso podrás escribir a su docente.' : 'Tus cursos aún no tienen estudiantes.'
        }
      />
    );
  else
    content = (
      <ul className={styles.list} aria-label="Conversaciones">
        {list.data.items.map((c) => {
          const who = side === 'student' ? c.teacher.name : c.student.name;
          return (
            <li key={`${c.courseId}-${c.student.id}`} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={linkOf(base, side, c)}>{who}</Link>
              </h2>
              <p className={styles.meta}>
                <span>{c.courseTitle}</span>
                {c.lastMessageAt ? <span>· último mensaje {formatLimaDateTime(c.lastMessageAt)}</span> : <span>· sin mensajes</span>}
                {c.unread ? <Badge tone="danger">{c.unread === 1 ? '1 sin leer' : `${c.unread} sin leer`}</Badge> : null}
              </p>
            </li>
          );
        })}
      </ul>
    );
  const unread = list.data?.unreadCount ?? 0;
  return (
    <section>
      <PageHeading
        title="Mensajes"
        subtitle={
          (side === 'student' ? 'Escribe a los docentes de tus cursos.' : 'Conversaciones con los estudiantes de tus cursos.') +
          (unread ? ` Tienes ${unread === 1 ? '1 mensaje sin leer' : `${unread} mensajes sin leer`}.` : '')
        }
        actions={<Link to={`${base}/foros`}>Foros</Link>}
      />
      {content}
    </section>
  );
}
