import { useState } from 'react';
import { Link, useParams } from '@inpro/ui/router';
import { FORUM_DELETED_TEXT, FORUM_HIDDEN_TEXT, errorMessage, formatLimaDateTime, type ForumPost } from '@inpro/shared-contracts';
import { Badge, Button, ErrorState, LoadingText, PageHeading, loadError, useToast } from '@inpro/ui';
import { useConfirm } from '../components/useConfirm';
import { Composer } from './Composer';
import { useForumThread, useThreadActions } from './hooks';
import { PostBody, PostFiles } from './PostBody';
import { routeNumber } from './routeNumber';
import styles from './Forums.module.css';

/** The text of sanitized HTML, to edit it again (the server keeps only the sanitized text). */
function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<li>/g, '<li>- '), 'text/html');
  return (doc.body.innerText ?? doc.body.textContent ?? '').trim();
}

function PostItem({ post, actions }: { post: ForumPost; actions: ReturnType<typeof useThreadActions> }) {
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  // The site's own dialog (themed, Spanish buttons, focus kept), not the browser's.
  const [confirm, confirmDialog] = useConfirm();
  const when = formatLimaDateTime(post.createdAt);
  const removePost = async () => {
    const sure = await confirm({
      title: '¿Eliminar esta publicación?',
      message: 'No se puede deshacer.',
      confirmLabel: 'Eliminar',
      danger: true,
    });
    if (!sure) return;
    actions.remove.mutate(post.id, {
      onSuccess: () => toast.success('Publicación eliminada.'),
      onError: (err) => toast.error(errorMessage(err, 'No se pudo eliminar la publicación.')),
    });
  };
  return (
    <li className={styles.card} aria-label={`Publicación de ${post.author.name}`}>
      <p className={styles.meta}>
        <strong>{post.author.name}</strong>
        {post.author.isTeacher ? <Badge tone="primary">Docente</Badge> : null}
        <span>{when}</span>
        {post.editedAt ? <span>(editado)</span> : null}
        {post.hidden ? <Badge tone="danger">Oculta</Badge> : null}
      </p>
      {post.deleted ? (
        <p className={styles.muted}>{FORUM_DELETED_TEXT}</p>
      ) : post.html === null ? (
        <p className={styles.muted}>{FORUM_HIDDEN_TEXT}</p>
      ) : editing ? (
        <Composer
          label="Editar publicación"
          submitLabel="Guardar cambios"
          withFile={false}
          initialBody={textOf(post.html)}
          onSubmit={async ({ body }) => {
            await actions.edit.mutateAsync({ postId: post.id, body });
            setEditing(false);
            toast.success('Publicación actualizada.');
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <PostBody html={post.html} />
          <PostFiles files={post.files} />
        </>
      )}
      {!editing && (post.canEdit || post.canDelete) ? (
        <div className={styles.actions}>
          {post.canEdit ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Editar
            </Button>
          ) : null}
          {post.canDelete ? (
            <Button size="sm" variant="danger" onClick={() => void removePost()}>
              Eliminar
            </Button>
          ) : null}
        </div>
      ) : null}
      {confirmDialog}
    </li>
  );
}

/** /{area}/foros/{courseId}/{threadId}: the posts, the reply form, following, and the teacher's pin and lock. */
export function ForumThreadScreen({ base }: { base: string }) {
  const params = useParams();
  const threadId = routeNumber(params.threadId);
  const thread = useForumThread(threadId);
  const actions = useThreadActions(threadId ?? 0);
  const toast = useToast();
  const fail = (fallback: string) => (err: unknown) => toast.error(errorMessage(err, fallback));
  const data = thread.data;
  let content;
  if (threadId === null) content = <ErrorState message="El tema indicado no es válido." />;
  else if (thread.isPending) content = <LoadingText>Cargando tema…</LoadingText>;
  else if (thread.isError)
    content = <ErrorState message={loadError(thread.error, 'No se pudo cargar el tema.')} onRetry={() => thread.refetch()} />;
  else if (data)
    content = (
      <>
        <div className={styles.actions}>
          {data.thread.pinned ? <Badge tone="info">Fijado</Badge> : null}
          {data.thread.locked ? <Badge tone="warning">Cerrado</Badge> : null}
          <Button
            size="sm"
            variant="secondary"
            aria-pressed={data.thread.subscribed}
            onClick={() => actions.subscribe.mutate(!data.thread.subscribed, { onError: fail('No se pudo cambiar la suscripción.') })}
          >
            {data.thread.subscribed ? 'Dejar de seguir' : 'Seguir tema'}
          </Button>
          {data.canModerate ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => actions.update.mutate({ pinned: !data.thread.pinned }, { onError: fail('No se pudo fijar el tema.') })}
              >
                {data.thread.pinned ? 'Desfijar' : 'Fijar tema'}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => actions.update.mutate({ locked: !data.thread.locked }, { onError: fail('No se pudo cerrar el tema.') })}
              >
                {data.thread.locked ? 'Reabrir tema' : 'Cerrar tema'}
              </Button>
            </>
          ) : null}
        </div>
        <ol className={`${styles.list} ${styles.section}`} aria-label="Publicaciones">
          {data.posts.map((p) => (
            <PostItem key={p.id} post={p} actions={actions} />
          ))}
        </ol>
        {data.canReply ? (
          <>
            <h2 className={styles.section}>Responder</h2>
            <Composer label="Tu respuesta" submitLabel="Publicar respuesta" onSubmit={(input) => actions.reply.mutateAsync(input)} />
          </>
        ) : (
          <p className={`${styles.muted} ${styles.section}`}>Este tema está cerrado: ya no admite respuestas.</p>
        )}
      </>
    );
  return (
    <section>
      <PageHeading
        title={data?.thread.title ?? 'Tema del foro'}
        subtitle={data ? `Foro de ${data.course.title}` : undefined}
        actions={params.courseId ? <Link to={`${base}/foros/${params.courseId}`}>Volver al foro</Link> : null}
      />
      {content}
    </section>
  );
}
