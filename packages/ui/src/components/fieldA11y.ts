import { useUniqueId } from './useUniqueId';

export interface FieldA11y {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Props for the control: aria-invalid and aria-describedby (hint, error, and any given ids). */
  controlProps: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** Ids and aria wiring shared by every field: label, hint and error are always linked to the control. */
export function useFieldA11y(
  idProp: string | undefined,
  hint: unknown,
  error: unknown,
  describedBy?: string,
  invalid?: boolean,
): FieldA11y {
  const auto = useUniqueId('field');
  const id = idProp ?? auto;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    controlProps: {
      ...(error || invalid ? { 'aria-invalid': true as const } : {}),
      ...(ids ? { 'aria-describedby': ids } : {}),
    },
  };
}
