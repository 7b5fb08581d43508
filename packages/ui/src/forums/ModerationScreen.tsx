import { useState } from 'react';
import { errorMessage, formatLimaDateTime, type ForumModerationPost } from '@inpro/shared-contracts';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  LoadingText,
  PageHeading,
  TextField,
  loadError,
  useDebouncedValue,
  useToast,
} from '@inpro/ui';
import { useHidePost, useModerationPosts } from './hooks';
import { PostBody } from './PostBody';
import styles from './Forums.module.css';

function ModerationItem({ post }: { post: ForumModerationPost }) {
  const hide = useHidePost();
  const toast = useToast();
  const [reason, setReason] = useState('');
  return (
    <li className={styles.card}>
      <p className={styles.meta}>
        <strong>{post.authorName}</strong>
        <span>
          {post.courseTitle} · «{post.threadTitle}» · {formatLimaDateTime(post.createdAt)}
        </span>
        {post.hidden ? <Badge tone="danger">Oculta</Badge> : null}
        {post.deleted ? <Badge>Eliminada</Badge> : null}
      </p>
      {post.html !== null ? <PostBody html={post.html} /> : null}
      {post.deleted ? null : post.hidden ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            loading={hide.isPending}
            onClick={() =>
              hide.mutate(
                { postId: post.id, hidden: false, reason: '' },
                {
                  onSuccess: () => toast.success('La publicación vuelve a estar visible.'),
                  onError: (e) => toast.error(errorMessage(e, 'No se pudo mostrar.')),
                },
              )
            }
          >
            Mostrar de nuevo
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <TextField label="Motivo para ocultarla" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          <Button
            size="sm"
            variant="danger"
            loading={hide.isPending}
            onClick={() =>
              hide.mutate(
                { postId: post.id, hidden: true, reason: reason.trim() },
                {
                  onSuccess: () => toast.success('Publicación oculta.'),
                  onError: (e) => toast.error(errorMessage(e, 'No se pudo ocultar.')),
                },
              )
            }
          >
            Ocultar publicación
          </Button>
        </div>
      )}
    </li>
  );
}

/** The master administrator's view of the latest forum posts of every course, to hide one (audited). */
export function ModerationScreen() {
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim(), 300);
  const posts = useModerationPosts(query);
  let content;
  if (posts.isPending) content = <LoadingText>Cargando publicaciones…</LoadingText>;
  else if (posts.isError)
    content = <ErrorState message={loadError(posts.error, 'No se pudieron cargar las publicaciones.')} onRetry={() => posts.refetch()} />;
  else if (!posts.data.length) content = <EmptyState message="No hay publicaciones que coincidan." />;
  else
    content = (
      <ul className={styles.list} aria-label="Publicaciones de los foros">
        {posts.data.map((p) => (
          <ModerationItem key={p.id} post={p} />
        ))}
      </ul>
    );
  return (
    <section>
      <PageHeading
        title="Foros"
        subtitle="Las últimas publicaciones de los foros de todos los cursos. Ocultar una queda en la auditoría."
      />
      <TextField label="Buscar por texto, tema, curso o autor" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      <div className={styles.section}>{content}</div>
    </section>
  );
}
