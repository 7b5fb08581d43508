import { formatLimaDateTime } from '@inpro/shared-contracts';
import { useAnnouncements } from '../hooks/useAnnouncements';
import { DashCard, QueryContent } from './DashCard';
import styles from './Dashboard.module.css';

/** The teachers' latest announcements to the student's courses. */
export function AnnouncementsCard() {
  const announcements = useAnnouncements();
  return (
    <DashCard title="Anuncios de tus docentes">
      <QueryContent query={announcements} loadingLabel="Cargando anuncios…" errorText="No se pudieron cargar los anuncios.">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>No hay anuncios por ahora.</p>
          ) : (
            <ul className={styles.list}>
              {list.map((a) => (
                <li key={a.id} className={styles.announcement}>
                  <strong>{a.title}</strong>
                  {a.body ? <p className={styles.announcementBody}>{a.body}</p> : null}
                  <span className={styles.muted}>
                    {a.courseTitle}
                    {a.author ? ` · ${a.author}` : ''} · {formatLimaDateTime(a.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
    </DashCard>
  );
}
