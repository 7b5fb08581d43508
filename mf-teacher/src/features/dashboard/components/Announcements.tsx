import { loadError } from '@inpro/ui';
import { useRef, type FormEvent } from 'react';
import { announcementCreateSchema, formatLimaDateTime } from '@inpro/shared-contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingText,
  SelectField,
  TextArea,
  TextField,
  issuesToErrors,
  serverErrors,
  useForm,
  useToast,
} from '@inpro/ui';
import { useTeacherCourses } from '../../courses';
import { useAnnouncements, useCreateAnnouncement, useDeleteAnnouncement } from '../hooks/useAnnouncements';
import styles from './Dashboard.module.css';

type AnnouncementValues = { courseId: string; title: string; body: string };
export const ANNOUNCEMENT_POSTED = 'Anuncio publicado ✅';
export const ANNOUNCEMENT_ERROR = 'No se pudo publicar el anuncio.';

/** A teacher posts a short announcement to a course (its students see it on their dashboard) and sees the latest ones. */
export function Announcements() {
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const courses = useTeacherCourses('');
  const list = useAnnouncements();
  const create = useCreateAnnouncement();
  const remove = useDeleteAnnouncement();
  const form = useForm<AnnouncementValues>({ courseId: '', title: '', body: '' }, (v) => {
    const parsed = announcementCreateSchema.safeParse(v);
    return parsed.success ? {} : issuesToErrors<AnnouncementValues>(parsed.error.issues);
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending || !form.check(formRef.current)) return;
    create.mutate(form.values, {
      onSuccess: () => {
        form.reset({ courseId: form.values.courseId, title: '', body: '' });
        toast.success(ANNOUNCEMENT_POSTED);
      },
      onError: (err) => form.setErrors(serverErrors<AnnouncementValues>(err, ANNOUNCEMENT_ERROR)),
    });
  };

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
      <form ref={formRef} className={styles.stack} onSubmit={submit} noValidate aria-label="Nuevo anuncio">
        <SelectField
          label="Curso"
          required
          placeholder={courses.isPending ? 'Cargando cursos…' : 'Selecciona un curso'}
          options={(courses.data?.content ?? []).map((c) => ({ value: String(c.id), label: `${c.code} — ${c.title}` }))}
          {...form.bind('courseId')}
        />
        <TextField label="Anuncio" required maxLength={200} placeholder="Ej.: La clase del jueves empieza 19:30" {...form.bind('title')} />
        <TextArea label="Detalle (opcional)" rows={2} maxLength={2000} {...form.bind('body')} />
        {form.errors._ ? (
          <p className={styles.error} role="alert">
            {form.errors._}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="sm" loading={create.isPending} loadingText="Publicando…">
            Publicar anuncio
          </Button>
        </div>
      </form>
      {items}
    </div>
  );
}
