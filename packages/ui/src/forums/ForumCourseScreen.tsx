import { Link, useNavigate, useParams } from '@inpro/ui/router';
import { formatLimaDateTime } from '@inpro/shared-contracts';
import { Badge, EmptyState, ErrorState, LoadingText, PageHeading, loadError } from '@inpro/ui';
import { Composer } from './Composer';
import { useCreateThread, useForumThreads } from './hooks';
import { routeNumber } from './routeNumber';
import styles from './Forums.module.css';

/** /{area}/foros/{courseId}: the course's threads (pinned first) and the form of a new one. */
export function ForumCourseScreen({ base }: { base: string }) {
  const courseId = routeNumber(useParams().courseId);
  const forum = useForumThreads(courseId);
  const create = useCreateThread(courseId ?? 0);
  const navigate = useNavigate();
  let content;
  if (courseId === null) content = <ErrorState message="El curso indicado no es válido." />;
  else if (forum.isPending) content = <LoadingText>Cargando temas…</LoadingText>;
  else if (forum.isError)
    content = <ErrorState message={loadError(forum.error, 'No se pudo cargar el foro.')} onRetry={() => forum.refetch()} />;
  else
    content = (
      <>
        {forum.data.threads.length ? (
          <ul className={styles.list} aria-label="Temas del foro">
            {forum.data.threads.map((t) => (
              <li key={t.id} className={styles.card}>
                <h2 className={styles.cardTitle}>
                  <Link to={`${base}/foros/${forum.data.course.id}/${t.id}`}>{t.title}</Link>
                </h2>
                <p className={styles.meta}>
                  {t.pinned ? <Badge tone="info">Fijado</Badge> : null}
                  {t.locked ? <Badge tone="warning">Cerrado</Badge> : null}
                  <span>
                    {t.author.name}
                    {t.author.isTeacher ? ' (docente)' : ''} · {t.replies === 1 ? '1 respuesta' : `${t.replies} respuestas`} ·{' '}
                    {formatLimaDateTime(t.lastPostAt)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState message="Este foro aún no tiene temas. Abre el primero." />
        )}
        <h2 className={styles.section}>Nuevo tema</h2>
        <Composer
          withTitle
          label="Mensaje del tema"
          submitLabel="Publicar tema"
          onSubmit={async (input) => {
            const detail = await create.mutateAsync(input);
            navigate(`${base}/foros/${detail.course.id}/${detail.thread.id}`);
          }}
        />
      </>
    );
  return (
    <section>
      <PageHeading title="Foro del curso" subtitle={forum.data?.course.title} actions={<Link to={`${base}/foros`}>Todos los foros</Link>} />
      {content}
    </section>
  );
}
