import { useState } from 'react';
import { Button, TextField } from '@inpro/ui';
import { areaStyles } from '@inpro/ui/admin';
import { useTeacherSearch } from '../hooks/useCourse';
import styles from './CourseForm.module.css';

/** The course's teacher: chosen from the DOCENTE accounts (fills teacherId); typing an id still works. */
export function TeacherPicker({
  teacherId,
  onChange,
  error,
}: {
  teacherId: string;
  onChange: (id: string, name?: string) => void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const teachers = useTeacherSearch(q);
  return (
    <fieldset className={styles.fieldset}>
      <legend>Docente a cargo</legend>
      <div className={styles.row}>
        <TextField
          className={areaStyles.grow}
          label="Buscar docente"
          type="search"
          placeholder="Nombre o email"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <TextField
          label="ID del Docente (teacherId)"
          inputMode="numeric"
          required
          value={teacherId}
          error={error}
          onChange={(e) => onChange(e.target.value.trim())}
        />
      </div>
      <ul className={styles.options} aria-label="Docentes">
        {(teachers.data ?? []).slice(0, 8).map((t) => (
          <li key={t.id} className={styles.row}>
            <span>{`${t.fullName} (${t.email})`}</span>
            <Button
              size="sm"
              variant={String(t.id) === teacherId ? 'primary' : 'secondary'}
              onClick={() => onChange(String(t.id), t.fullName)}
              aria-label={String(t.id) === teacherId ? `Elegido: ${t.fullName}` : `Elegir a ${t.fullName}`}
            >
              {String(t.id) === teacherId ? 'Elegido' : 'Elegir'}
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
