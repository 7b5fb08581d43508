import { Link } from '@inpro/ui/router';
import { formatLimaDateTime } from '@inpro/shared-contracts';
import { EmptyState, ErrorState, LoadingText, PageHeading, loadError } from '@inpro/ui';
import { useForumCourses } from './hooks';
import styles from './Forums.module.css';

/** /aula/foros and /prof/foros: the forums of the person's courses. */
export function ForumHomeScreen({ base }: { base: string }) {
  const courses = useForumCourses();
  let content;
  if (courses.isPending) content = <LoadingText>Cargando foros…</LoadingText>;
  else if (courses.isError)
    content = <ErrorState message={loadError(courses.error, 'No se pudieron cargar los foros.')} onRetry={() => courses.refetch()} />;
  else if (!courses.data.length) content = <EmptyState message="Aún no tienes cursos con foro." />;
  else
    content = (
      <ul className={styles.list}>
        {courses.data.map((c) => (
          <li key={c.id} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <Link to={`${base}/foros/${c.id}`}>Foro de {c.title}</Link>
            </h2>
            <p className={styles.meta}>
              {c.threads === 1 ? '1 tema' : `${c.threads} temas`}
              {c.lastPostAt ? ` · última actividad ${formatLimaDateTime(c.lastPostAt)}` : ''}
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <section>
      <PageHeading
        title="Foros"
        subtitle="Un foro por curso: preguntas, debates y respuestas de tus docentes."
        actions={<Link to={`${base}/mensajes`}>Mensajes</Link>}
      />
      {content}
    </section>
  );
}
