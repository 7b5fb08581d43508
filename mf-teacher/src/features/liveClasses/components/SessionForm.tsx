import { SESSION_MODES, classSessionCreateSchema, type TeacherClassSession } from '@inpro/shared-contracts';
import { Button, SelectField, TextField, useToast } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { CoursePicker } from '../../courses';
import { useCreateSession, useUpdateSession } from '../hooks/useSessionMutations';
import styles from './Classes.module.css';

export type SessionValues = {
  courseId: string;
  joinUrl: string;
  sessionDate: string;
  startTime: string;
  endTime: string;
  topic: string;
  mode: string;
};

const SESSION_CREATED = 'Clase programada ✅';
const SESSION_UPDATED = 'Clase actualizada ✅';
const SESSION_SAVE_ERROR = 'No se pudo guardar la clase.';

const empty: SessionValues = { courseId: '', joinUrl: '', sessionDate: '', startTime: '', endTime: '', topic: '', mode: 'Virtual' };

function valuesOf(s: TeacherClassSession | null | undefined): SessionValues {
  if (!s) return empty;
  return {
    courseId: String(s.courseId),
    joinUrl: s.joinUrl ?? '',
    sessionDate: s.sessionDate ?? '',
    startTime: s.startTime ?? '',
    endTime: s.endTime ?? '',
    topic: s.topic,
    mode: s.mode,
  };
}

export interface SessionFormProps {
  /** The session to edit; none to schedule a new one. */
  session?: TeacherClassSession | null;
  onSaved?: (session: TeacherClassSession) => void;
  onCancel?: () => void;
}

/**
 * Schedules (or edits) a class: course, join link, date, start and end time (Lima), topic and mode
 * Presencial/Virtual/Mixto, validated by the shared schema; the server creates the session that
 * the course's students see in their classroom.
 */
export function SessionForm({ session, onSaved, onCancel }: SessionFormProps) {
  const toast = useToast();
  const create = useCreateSession();
  const update = useUpdateSession();
  const editing = !!session;
  // An edit keeps its course (the field is disabled), so the create schema checks both; the edit sends the rest.
  const form = useZodForm({
    schema: classSessionCreateSchema,
    defaultValues: valuesOf(session),
    failure: SESSION_SAVE_ERROR,
    onSubmit: async ({ courseId, ...fields }) => {
      const saved = session
        ? await update.mutateAsync({ id: session.id, body: fields })
        : await create.mutateAsync({ courseId, ...fields });
      toast.success(editing ? SESSION_UPDATED : SESSION_CREATED);
      if (!editing) form.reset({ ...empty, courseId: String(courseId) });
      onSaved?.(saved);
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={editing ? 'Editar clase' : 'Programar clase'}>
      <div className={styles.formGrid}>
        <CoursePicker
          label="Curso"
          required
          disabled={editing}
          current={session ? { id: session.courseId, code: session.courseCode, title: session.courseTitle } : null}
          {...form.field('courseId')}
        />
        <TextField label="Enlace de la clase" type="url" required placeholder="https://meet.google.com/…" {...form.field('joinUrl')} />
        <TextField label="Fecha" type="date" required {...form.field('sessionDate')} />
        <TextField label="Hora de inicio" type="time" required {...form.field('startTime')} />
        <TextField label="Hora de fin" type="time" required {...form.field('endTime')} />
        <SelectField label="Modalidad" options={SESSION_MODES.map((m) => ({ value: m, label: m }))} {...form.field('mode')} />
        <TextField label="Tema" maxLength={300} className={styles.wide} {...form.field('topic')} />
      </div>
      <p className={styles.note}>Hora de Lima (UTC−5). Los alumnos del curso verán la clase en su aula y recibirán un aviso.</p>
      {form.errors._ ? (
        <p className={styles.error} role="alert">
          {form.errors._}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={form.busy} loadingText="Guardando…">
          {editing ? 'Guardar cambios' : 'Programar clase'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
