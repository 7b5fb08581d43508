import { announcementCreateSchema, formatLimaDateTime } from '@inpro/shared-contracts';
import { Button, EmptyState, ErrorState, LoadingText, TextArea, TextField, loadError, useToast } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { CoursePicker } from '../../courses';
import { useAnnouncements, useCreateAnnouncement, useDeleteAnnouncement } from '../hooks/useAnnouncements';
import styles from './Dashboard.module.css';

const ANNOUNCEMENT_POSTED = 'Anuncio publicado ✅';
const ANNOUNCEMENT_ERROR = 'No se pudo publicar el anuncio.';

/** A teacher posts a short announcement to a course (its students see it on their dashboard) and sees the latest ones. */
export function Announcements() {
  const toast = useToast();
  const list = useAnnouncements();
  const create = useCreateAnnouncement();
  const remove = useDeleteAnnouncement();
  const form = useZodForm({
    schema: announcementCreateSchema,
    defaultValues: { courseId: '', title: '', body: '' },
    failure: ANNOUNCEMENT_ERROR,
    onSubmit: async (announcement) => {
      await create.mutateAsync(announcement);
      form.reset({ courseId: String(announcement.courseId), title: '', body: '' });
      toast.success(ANNOUNCEMENT_POSTED);
    },
  });

  let items;
  if (list.isPending) items = <LoadingText>Cargando anuncios…</LoadingText>;
  else if (list.isError)
    items = <ErrorState message={loadError(list.error, 'No se pudieron cargar los anuncios.')} onRetry={() => list.refetch()} />;
  else if (!list.data.length) items = <EmptyState message="Aún no has publicado anuncios." />;
  else
    items = (
      <ul className={styles.announcements} aria-label="Anuncios publicados">
        {list.data.map((a) => (
          <li key={a.id} className={styles.announcement}>
            <div>
              <strong>{a.title}</strong>
              {a.body ? <p className={styles.body}>{a.body}</p> : null}
              <p className={styles.muted}>{`${a.courseTitle} · ${formatLimaDateTime(a.createdAt)}`}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Eliminar anuncio ${a.title}`}
              onClick={() =>
                remove.mutate(a.id, {
                  onSuccess: () => toast.success('Anuncio eliminado 🗑️'),
                  onError: (err) => toast.error(loadError(err, 'No se pudo eliminar el anuncio.')),
                })
              }
            >
              <span aria-hidden="true">🗑️</span>
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={styles.stack}>
      <form className={styles.stack} onSubmit={form.submit} noValidate aria-label="Nuevo anuncio">
        <CoursePicker label="Curso" required {...form.field('courseId')} />
        <TextField label="Anuncio" required maxLength={200} placeholder="Ej.: La clase del jueves empieza 19:30" {...form.field('title')} />
        <TextArea label="Detalle (opcional)" rows={2} maxLength={2000} {...form.field('body')} />
        {form.errors._ ? (
          <p className={styles.error} role="alert">
            {form.errors._}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="sm" loading={form.busy} loadingText="Publicando…">
            Publicar anuncio
          </Button>
        </div>
      </form>
      {items}
    </div>
  );
}
