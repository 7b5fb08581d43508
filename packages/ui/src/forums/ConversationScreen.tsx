import type { ReactNode } from 'react';
import { Link, useParams } from '@inpro/ui/router';
import { formatLimaDateTime } from '@inpro/shared-contracts';
import { EmptyState, ErrorState, LoadingText, PageHeading, loadError } from '@inpro/ui';
import { Composer } from './Composer';
import { useConversation, useConversations, useSendMessage } from './hooks';
import { PostBody, PostFiles } from './PostBody';
import { routeNumber } from './routeNumber';
import styles from './Forums.module.css';

function Thread({ base, side, courseId, studentId }: { base: string; side: 'student' | 'teacher'; courseId: number; studentId: number }) {
  const conversation = useConversation(courseId, studentId);
  const send = useSendMessage(courseId, studentId);
  const data = conversation.data;
  const other = data ? (side === 'student' ? data.conversation.teacher.name : data.conversation.student.name) : undefined;
  let content;
  if (conversation.isPending) content = <LoadingText>Cargando conversación…</LoadingText>;
  else if (conversation.isError)
    content = (
      <ErrorState message={loadError(conversation.error, 'No se pudo cargar la conversación.')} onRetry={() => conversation.refetch()} />
    );
  else if (data)
    content = (
      <>
        {data.messages.length ? (
          <ol className={styles.list} aria-label="Mensajes">
            {data.messages.map((m) => (
              <li key={m.id} className={`${styles.card} ${m.mine ? styles.mine : ''}`}>
                <p className={styles.meta}>
                  <strong>{m.mine ? 'Tú' : m.senderName}</strong>
                  <span>{formatLimaDateTime(m.createdAt)}</span>
                  {m.mine ? <span>{m.readAt ? '· leído' : '· no leído aún'}</span> : null}
                </p>
                <PostBody html={m.html} />
                <PostFiles files={m.files} />
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState message="Aún no hay mensajes. Escribe el primero." />
        )}
        <Composer label="Tu mensaje" submitLabel="Enviar mensaje" onSubmit={(input) => send.mutateAsync(input)} />
      </>
    );
  return (
    <section>
      <PageHeading
        title={other ? `Mensajes con ${other}` : 'Mensajes'}
        subtitle={data?.conversation.courseTitle}
        actions={<Link to={`${base}/mensajes`}>Todas las conversaciones</Link>}
      />
      {content}
    </section>
  );
}

/** /aula/mensajes/{courseId} (with the course's teacher) and /prof/mensajes/{courseId}/{studentId}. */
export function ConversationScreen({ base, side }: { base: string; side: 'student' | 'teacher' }) {
  const params = useParams();
  const courseId = routeNumber(params.courseId);
  const list = useConversations();
  // A student's own id comes with their conversations (one per course).
  const studentId =
    side === 'teacher' ? routeNumber(params.studentId) : (list.data?.items.find((c) => c.courseId === courseId)?.student.id ?? null);
  // Before the conversation itself can load, the screen keeps its title and the way back to the list.
  const frame = (content: ReactNode) => (
    <section>
      <PageHeading title="Mensajes" actions={<Link to={`${base}/mensajes`}>Todas las conversaciones</Link>} />
      {content}
    </section>
  );
  if (courseId === null || (side === 'teacher' && studentId === null))
    return frame(<ErrorState message="La conversación indicada no es válida." />);
  if (studentId === null) {
    if (list.isPending) return frame(<LoadingText>Cargando conversación…</LoadingText>);
    return frame(
      <ErrorState
        message={list.isError ? loadError(list.error, 'No se pudo cargar la conversación.') : 'No estás inscrito en este curso.'}
      />,
    );
  }
  return <Thread base={base} side={side} courseId={courseId} studentId={studentId} />;
}
