/** Moves the focus to the first field marked invalid in a form (after React rendered the errors). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  const run = () => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 0);
}
