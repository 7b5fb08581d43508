/**
 * What a visitor typed, pasted, autofilled, ticked or chose in a prerendered page's fields before the
 * remote hydrated it. React's hydration keeps the field as it is on screen (value, focus, caret) but
 * its state still holds the server's value, so the next render of the field would put that value
 * back. Each such field is told to React as the change it is: React's value tracker is set back to
 * the server's value and the field's own event is dispatched, so `onChange` runs with what the field
 * shows (nothing on screen moves: the value, the focus and the caret stay as they are).
 *
 * While React handles each of those events inside the hydration's commit, it puts the field back to
 * the props it rendered (the server's value) and the commit that follows writes the visitor's value
 * again: on screen nothing changes, but writing a value moves the caret to its end. The focused
 * field's caret, selection and scroll are therefore noted first and put back once React is done.
 *
 * A field whose value differs from the server's markup (`defaultValue`, `defaultChecked`,
 * `defaultSelected`, which React keeps in step with a controlled value) was changed by the visitor.
 *
 * A discrete event on a page not yet hydrated (the visitor choosing in a list, typing, autofilling,
 * ticking) makes React hydrate it at once, inside that event, and hand the event to the page right
 * after. The fields told here are rendered before that: a text field or a box the event is for is
 * therefore told here as well (React's value record then takes the browser's own event as no change),
 * or that render would put the server's value back into it and the event would find nothing changed
 * (an autofilled password beside an e-mail typed before was lost so). A list the event is for is told
 * only through the browser's own event, never twice: a list whose choice updates the page in a
 * transition (the catalogue's sort writes the address) was lost when told twice, because React puts a
 * controlled list back to its rendered value until the transition renders, so the browser's own
 * `change`, which follows the `input` that hydrated the page, read the old choice and undid the new one.
 * Between that `input` and that `change`, though, React renders what the other fields told here
 * changed, and rendering a controlled list writes its rendered value into it (a choice of subject on
 * /contacto after a name typed before was lost so): the list's choice is therefore noted at the
 * `input` and put back as the browser's `change` starts, before React reads it.
 */

interface ValueTracker {
  setValue(value: string): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** React's record of a field's last value (`_valueTracker`); absent outside React. */
function tracker(field: HTMLInputElement | HTMLTextAreaElement): ValueTracker | null {
  const found = (field as unknown as { _valueTracker?: unknown })._valueTracker as Partial<ValueTracker> | undefined;
  return found && typeof found.setValue === 'function' ? (found as ValueTracker) : null;
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Whether the visitor changed the field from what the server's markup held. */
function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  // A radio newly chosen says it all (the one it replaced is not a choice of its own).
  if (isToggle(field)) return field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
  if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'submit' || field.type === 'button')) return false;
  return field.value !== field.defaultValue;
}

/**
 * Whether the event the browser is dispatching now is a list's `change` (or its `input`, which the
 * browser follows with `change` in the same task): it brings the choice to React by itself once React
 * has hydrated the page for it.
 */
function carriesChoice(field: Field, event: Event | undefined): boolean {
  if (!event || event.target !== field || !(field instanceof HTMLSelectElement)) return false;
  return event.type === 'input' || event.type === 'change';
}

/** The event being dispatched right now in the field's window (React hydrates inside discrete events). */
function eventNow(field: Field): Event | undefined {
  const view = field.ownerDocument.defaultView as (Window & { event?: Event }) | null;
  return view?.event;
}

/**
 * Keeps the choice the visitor just made in a list for the browser's own `change`, which follows the
 * `input` being dispatched now in the same task: whatever React renders in between (and writes into
 * the list), the choice is put back as that `change` starts (a capturing listener of the window runs
 * before React's, which are on the page's root).
 */
function keepChoiceForChange(list: HTMLSelectElement): void {
  const view = list.ownerDocument.defaultView;
  if (!view) return;
  const chosen = Array.from(list.options, (option) => option.selected);
  const putBack = (event: Event) => {
    if (event.target !== list) return;
    view.removeEventListener('change', putBack, true);
    if (!list.multiple) list.selectedIndex = chosen.indexOf(true);
    else Array.from(list.options).forEach((option, i) => (option.selected = chosen[i]!));
  };
  view.addEventListener('change', putBack, true);
  // That `change` comes in this task or not at all.
  view.setTimeout(() => view.removeEventListener('change', putBack, true), 0);
}

/** Tells React about one changed field (see the module's comment). */
function adopt(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    const event = eventNow(field);
    // React reads the choice from the browser's own event (a list has no value record).
    if (carriesChoice(field, event)) {
      if (event?.type === 'input') keepChoiceForChange(field);
      return;
    }
    // React reads a list's choice from its `change` event, with no tracker.
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isToggle(field)) {
    // React hears boxes and radios through `click`; a plain Event has no activation (nothing toggles).
    tracker(field)?.setValue(String(field.defaultChecked));
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  // Without a tracker (none yet, or the value property is someone else's) React takes any event as a change.
  tracker(field)?.setValue(field.defaultValue);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

interface Caret {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
  scrollTop: number;
  scrollLeft: number;
}

/** The focused field's caret (null where the field type has none, e.g. e-mail and number inputs). */
function caretOf(field: HTMLInputElement | HTMLTextAreaElement): Caret | null {
  try {
    if (field.selectionStart === null || field.selectionEnd === null) return null;
    return {
      start: field.selectionStart,
      end: field.selectionEnd,
      direction: field.selectionDirection ?? 'none',
      scrollTop: field.scrollTop,
      scrollLeft: field.scrollLeft,
    };
  } catch {
    return null;
  }
}

/**
 * Notes where the visitor's caret is in the focused field of `root`; the returned function puts it
 * back if the field still has the focus and the same value.
 */
function keepCaret(root: ParentNode): (() => void) | null {
  const field = (root as Node).ownerDocument?.activeElement ?? null;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !root.contains(field)) return null;
  const value = field.value;
  const caret = caretOf(field);
  if (!caret) return null;
  return () => {
    if (field.ownerDocument.activeElement !== field || field.value !== value) return;
    const now = caretOf(field);
    if (!now || (now.start === caret.start && now.end === caret.end)) return;
    field.setSelectionRange(caret.start, caret.end, caret.direction);
    field.scrollTop = caret.scrollTop;
    field.scrollLeft = caret.scrollLeft;
  };
}

/**
 * Hands React every field of `root` the visitor changed before the page was hydrated. Call it once
 * the hydration committed (React handles every event from then on). Returns how many there were.
 */
export function adoptFieldValues(root: ParentNode): number {
  const changed = Array.from(root.querySelectorAll<Field>('input, textarea, select')).filter(changedByVisitor);
  if (changed.length === 0) return 0;
  const putCaretBack = keepCaret(root);
  changed.forEach(adopt);
  // React renders the adopted values right after this commit, before any task (and before a paint).
  if (putCaretBack) queueMicrotask(putCaretBack);
  return changed.length;
}
