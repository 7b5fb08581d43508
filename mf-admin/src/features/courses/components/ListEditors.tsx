import { SESSION_MODES, type SessionMode } from '@inpro/shared-contracts';
import { Button, SelectField, TextArea, TextField } from '@inpro/ui';
import { areaStyles } from '@inpro/ui/admin';
import type { SessionRow } from '../model/courseForm';
import styles from './CourseForm.module.css';

/** The message of a whole list (the server's schema names the row). */
function ListError({ error }: { error?: string }) {
  return error ? (
    <p className={areaStyles.formError} role="alert">
      {error}
    </p>
  ) : null;
}

function replaceAt<T>(list: readonly T[], i: number, value: T): T[] {
  return list.map((x, j) => (j === i ? value : x));
}

/** A list of short texts (syllabus topics, requirements, installment dates). */
export function StringListEditor({
  legend,
  items,
  onChange,
  itemLabel,
  type = 'text',
  addLabel,
  error,
}: {
  legend: string;
  items: string[];
  onChange: (items: string[]) => void;
  itemLabel: (i: number) => string;
  type?: 'text' | 'date';
  addLabel: string;
  error?: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {items.map((item, i) => (
        <div key={i} className={styles.row}>
          <TextField
            className={areaStyles.grow}
            label={itemLabel(i)}
            type={type}
            value={item}
            onChange={(e) => onChange(replaceAt(items, i, e.target.value))}
          />
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange(items.filter((_, j) => j !== i))}
            aria-label={`Quitar ${itemLabel(i)}`}
          >
            Quitar
          </Button>
        </div>
      ))}
      <ListError error={error} />
      <Button size="sm" variant="secondary" onClick={() => onChange([...items, ''])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

/** The course's teachers as shown on its public page: name and bio. */
export function TeachersEditor({
  items,
  onChange,
  error,
}: {
  items: { name: string; bio: string }[];
  onChange: (items: { name: string; bio: string }[]) => void;
  error?: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>Docentes (página del curso)</legend>
      {items.map((t, i) => (
        <div key={i} className={styles.row}>
          <TextField
            label={`Nombre del docente ${i + 1}`}
            value={t.name}
            onChange={(e) => onChange(replaceAt(items, i, { ...t, name: e.target.value }))}
          />
          <TextArea
            className={areaStyles.grow}
            label={`Biografía del docente ${i + 1}`}
            rows={2}
            value={t.bio}
            onChange={(e) => onChange(replaceAt(items, i, { ...t, bio: e.target.value }))}
          />
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange(items.filter((_, j) => j !== i))}
            aria-label={`Quitar docente ${i + 1}`}
          >
            Quitar
          </Button>
        </div>
      ))}
      <ListError error={error} />
      <Button size="sm" variant="secondary" onClick={() => onChange([...items, { name: '', bio: '' }])}>
        + Añadir docente
      </Button>
    </fieldset>
  );
}

const MODE_OPTIONS = SESSION_MODES.map((m) => ({ value: m, label: m }));

/** The schedule: one row per session (date, start, end, mode defaulting to Presencial, topic); the order is the rows' order. */
export function ScheduleEditor({
  items,
  onChange,
  error,
}: {
  items: SessionRow[];
  onChange: (items: SessionRow[]) => void;
  error?: string;
}) {
  const set = (i: number, patch: Partial<SessionRow>) => onChange(replaceAt(items, i, { ...items[i], ...patch }));
  return (
    <fieldset className={styles.fieldset}>
      <legend>Horario (sesiones de clase)</legend>
      {items.map((s, i) => (
        <div key={s.id ?? `new-${i}`} className={styles.row} role="group" aria-label={`Sesión ${i + 1}`}>
          <TextField label={`Fecha ${i + 1}`} type="date" value={s.sessionDate} onChange={(e) => set(i, { sessionDate: e.target.value })} />
          <TextField label={`Inicio ${i + 1}`} type="time" value={s.startTime} onChange={(e) => set(i, { startTime: e.target.value })} />
          <TextField label={`Fin ${i + 1}`} type="time" value={s.endTime} onChange={(e) => set(i, { endTime: e.target.value })} />
          <SelectField
            label={`Modalidad ${i + 1}`}
            options={MODE_OPTIONS}
            value={s.mode}
            onChange={(e) => set(i, { mode: e.target.value as SessionMode })}
          />
          <TextField
            className={areaStyles.grow}
            label={`Tema ${i + 1}`}
            value={s.topic}
            onChange={(e) => set(i, { topic: e.target.value })}
          />
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange(items.filter((_, j) => j !== i))}
            aria-label={`Quitar sesión ${i + 1}`}
          >
            Quitar
          </Button>
        </div>
      ))}
      <ListError error={error} />
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onChange([...items, { sessionDate: '', startTime: '', endTime: '', mode: 'Presencial', topic: '' }])}
      >
        + Añadir sesión
      </Button>
    </fieldset>
  );
}
