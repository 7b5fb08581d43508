import { useState, type ChangeEvent, type ComponentProps } from 'react';
import { SEARCH_DEBOUNCE_MS, SelectField, TextField, loadError, useDebouncedValue, useUniqueId, type SelectOption } from '@inpro/ui';
import { useTeacherCourses } from '../hooks/useTeacherCourses';
import styles from './CoursePicker.module.css';

/** A course as the picker shows it: `code — title`. */
export interface CourseChoice {
  id: number;
  code: string;
  title: string;
}

export interface CoursePickerProps extends Omit<
  ComponentProps<typeof SelectField>,
  'options' | 'placeholder' | 'children' | 'value' | 'onChange'
> {
  /** The chosen course's id as text ('' = none), e.g. from `form.field('courseId')`. */
  value: string;
  onChange(e: ChangeEvent<HTMLSelectElement>): void;
  /** The empty first option; null for a list that always has a course chosen. */
  placeholder?: string | null;
  /** The chosen course when the caller already knows it (an edited session's course): listed even if no search finds it. */
  current?: CourseChoice | null;
}

const COURSES_LOAD_ERROR = 'No se pudieron cargar tus cursos.';

const optionOf = (c: CourseChoice): SelectOption => ({ value: String(c.id), label: `${c.code} — ${c.title}` });

/**
 * The teacher's course as a list («Curso»). GET /teacher/courses answers one page: a teacher with
 * more courses than that also gets «Buscar curso», which asks the server (debounced) and lists its
 * matches, with how many there are when the page does not show them all. The chosen course stays in
 * the list whatever the search shows, so a search never changes what the form sends.
 */
export function CoursePicker({ value, onChange, placeholder = 'Selecciona un curso', current, disabled, ...field }: CoursePickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The first page without a search tells whether there is anything to search (the same query as `matches` until one is typed).
  const all = useTeacherCourses('');
  const matches = useTeacherCourses(q);
  // Labels of the courses chosen here, for when a later search no longer lists them.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const hintId = useUniqueId('course-hint');

  const many = !!all.data && all.data.totalElements > all.data.content.length;
  const searching = many && !disabled;
  const page = searching ? matches.data : all.data;
  const options = (page?.content ?? []).map(optionOf);
  if (value && !options.some((o) => o.value === value)) {
    const known = all.data?.content.find((c) => String(c.id) === value);
    const label = known ? optionOf(known).label : current && String(current.id) === value ? optionOf(current).label : chosen[value];
    // A value set from outside with no known label (no caller does so today) is still what the form sends: listed by its number.
    options.unshift({ value, label: label ?? `Curso ${value}` });
  }

  let hint: string | null = null;
  if (searching && matches.data && !matches.isPlaceholderData) {
    const { totalElements, content } = matches.data;
    if (!totalElements && q) hint = `Ningún curso coincide con «${q}».`;
    else if (totalElements > content.length)
      hint = `Se muestran ${content.length} de ${totalElements} cursos: escribe parte del código o del nombre para encontrar el resto.`;
  }
  const failed = (searching ? matches : all).error;

  // One wrapper whether or not there is a search, so the list is not mounted anew when the search appears.
  return (
    <div className={styles.picker}>
      {searching ? (
        <>
          <TextField
            className={styles.search}
            label="Buscar curso"
            type="search"
            placeholder="Código o nombre del curso"
            value={text}
            onChange={(e) => setText(e.target.value)}
            // The search runs as the teacher types: Enter must not send the form around the picker.
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
            aria-describedby={hint ? hintId : undefined}
          />
          {/* Always there while searching, so a screen reader announces each search's answer as the teacher types. */}
          <p id={hintId} className={styles.hint} aria-live="polite">
            {hint}
          </p>
        </>
      ) : null}
      <SelectField
        {...field}
        disabled={disabled}
        value={value}
        placeholder={placeholder === null ? undefined : all.isPending ? 'Cargando cursos…' : placeholder}
        options={options}
        hint={failed ? loadError(failed, COURSES_LOAD_ERROR) : undefined}
        aria-describedby={[field['aria-describedby'], hint ? hintId : null].filter(Boolean).join(' ') || undefined}
        aria-busy={(searching && matches.isFetching) || undefined}
        onChange={(e) => {
          const picked = options.find((o) => o.value === e.target.value);
          if (picked) setChosen((labels) => ({ ...labels, [picked.value]: picked.label }));
          onChange(e);
        }}
      />
    </div>
  );
}
