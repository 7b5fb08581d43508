import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import styles from './Field.module.css';
import own from './DateField.module.css';
import { FieldShell, useFieldProps, type FieldBaseProps } from './FieldShell';
import { LoadingText } from './LoadingText';
import { dateToText, textToDate } from './dateText';

const DateCalendar = lazy(() => import(/* webpackChunkName: "date-calendar" */ './DateCalendar'));

export interface DateFieldProps extends FieldBaseProps {
  /** The typed text (dd/mm/aaaa); validation is the form's (the shared zod schema). */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}

/**
 * A date typed as dd/mm/aaaa or picked in a calendar (a button opens it in a popover; the
 * calendar loads on first use). Escape or a click outside closes it and the focus returns to
 * the button.
 */
export function DateField({ value, onChange, disabled, ...props }: DateFieldProps) {
  const { shell, control } = useFieldProps(props);
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const label = typeof props.label === 'string' ? props.label : 'fecha';
  return (
    <FieldShell {...shell}>
      <div
        ref={boxRef}
        className={own.box}
        role="presentation"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            close();
          }
        }}
      >
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          value={value}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
          className={`${styles.control} ${own.input}`}
        />
        <button
          ref={buttonRef}
          type="button"
          className={own.toggle}
          aria-label={`Elegir ${label} en el calendario`}
          aria-expanded={open}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon />
        </button>
        {open ? (
          <div className={own.popover} role="dialog" aria-label={`Calendario: ${label}`}>
            <Suspense fallback={<LoadingText>Cargando calendario…</LoadingText>}>
              <DateCalendar
                selected={textToDate(value)}
                onSelect={(d) => {
                  onChange(dateToText(d));
                  close();
                }}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
    </FieldShell>
  );
}
