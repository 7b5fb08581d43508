/** Moves the focus to the first field marked invalid in a form (call it after React rendered the errors). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
