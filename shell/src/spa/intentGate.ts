import { ACTS_ON_ARRIVAL_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '@inpro/shared-contracts';
import { hasStoredSession } from '../session/storageKeys';

/**
 * The gestures that say a visitor is about to use a page, not only read it: the pointer moving
 * or pressing, a touch, a key, the wheel, a scroll, the focus entering a field.
 */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * What comes to life at once: a page that acts as soon as it arrives, or one with a field whose use
 * the gate cannot hold until the application has it (a file to choose, free editing).
 */
const AT_ONCE = `[${ACTS_ON_ARRIVAL_ATTRIBUTE}], input[type="file"], [contenteditable]`;

/** Fields: until the application took the page over, nothing is typed into them or chosen in them. */
const FIELDS = 'input, select, textarea';

const MARKED = `[${PRERENDERED_ATTRIBUTE}]`;

/**
 * A prerendered page may wait for the visitor's first gesture unless it acts as soon as it arrives
 * (a sign-in completing, a code to verify: ACTS_ON_ARRIVAL_ATTRIBUTE) or has a file field.
 */
export function canWaitForIntent(area: HTMLElement): boolean {
  return !!area.querySelector(MARKED) && !area.querySelector(AT_ONCE);
}

/**
 * Whether the prerendered page in an area element waits for the visitor's first gesture before its
 * remote downloads (canWaitForIntent), for a browser that holds no session (the server rendered it
 * for a visitor who is not signed in; a signed-in one's page is drawn again at once).
 */
export function firstPageWaitsForIntent(area: HTMLElement | null): boolean {
  return !!area && !hasStoredSession() && canWaitForIntent(area);
}

export interface IntentGate {
  /** Settles at the visitor's first gesture (or first click). */
  readonly ready: Promise<void>;
  /** Stops waiting (the area left the page): listeners off, a held click dropped. */
  cancel(): void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** A link the browser opens elsewhere by itself (another tab, a download): nothing for the application to do. */
function opensElsewhere(target: Element): boolean {
  const link = target.closest('a[href]');
  return !!link && ((!!link.getAttribute('target') && link.getAttribute('target') !== '_self') || link.hasAttribute('download'));
}

/** What changes a field's content or choice: held off until the application has the page. */
const EDITS = ['keydown', 'beforeinput', 'paste', 'drop'] as const;

/** Keys that move the focus or leave a field: theirs, even before the application has the page. */
const NAVIGATION_KEYS = new Set(['Tab', 'Escape', 'Shift', 'Control', 'Alt', 'Meta']);

function inField(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(FIELDS) !== null;
}

function replay(target: Element): void {
  if (!target.isConnected) return;
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/**
 * Keeps a prerendered page as the server sent it (readable, links and buttons reachable, no longer
 * inert) while its remote is not even downloaded, until the visitor's first gesture: a visitor
 * who only reads the page never pays for the application's code, and nobody's first paint waits
 * for it. A plain click on the page before the application took it over (the mark gone) is held
 * and clicked again on the same element once it has, so it opens what it would have opened
 * (a link navigates inside the application, a tab switches, a box is ticked); a click with a
 * modifier, or on a link that opens another tab or downloads, is the browser's own. Nothing is typed
 * into a field or chosen in a list before then: what the server's markup holds would not reach the
 * application (it hydrates the page in parts, its fields among the last), so the field stays as it
 * is until the application has it, a moment after the gesture that started loading it.
 */
export function waitForIntent(area: HTMLElement, win: Window = window): IntentGate {
  let settle: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (settle = resolve));
  let held: Element | null = null;
  let waiting = true;
  const marked = () => area.querySelector(MARKED) !== null;

  const onIntent = () => {
    if (!waiting) return;
    waiting = false;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, true);
    settle();
  };
  const onClick = (event: MouseEvent) => {
    if (!marked() || !(event.target instanceof Element)) return;
    onIntent();
    if (!isPlainClick(event) || opensElsewhere(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  };
  // Typing, pasting or choosing in a field of the server's markup.
  const onEdit = (event: Event) => {
    if (!marked() || !inField(event.target)) return;
    onIntent();
    if (event instanceof KeyboardEvent && NAVIGATION_KEYS.has(event.key)) return;
    event.preventDefault();
  };
  // A list opened with the pointer (its choice would be the markup's only).
  const onPress = (event: MouseEvent) => {
    if (marked() && event.target instanceof Element && event.target.closest('select')) event.preventDefault();
  };
  const onSubmit = (event: Event) => {
    if (marked()) event.preventDefault();
  };
  const stopHolding = () => {
    observer.disconnect();
    area.removeEventListener('click', onClick, true);
    area.removeEventListener('mousedown', onPress, true);
    area.removeEventListener('submit', onSubmit, true);
    for (const type of EDITS) area.removeEventListener(type, onEdit, true);
  };
  // Taken over (or removed, when the remote could not load): the held click goes to the live page.
  const observer = new MutationObserver(() => {
    if (marked()) return;
    stopHolding();
    const target = held;
    held = null;
    if (target) replay(target);
  });

  for (const el of area.querySelectorAll(MARKED)) el.removeAttribute('inert');
  for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, { capture: true, passive: true });
  area.addEventListener('click', onClick, true);
  area.addEventListener('mousedown', onPress, true);
  area.addEventListener('submit', onSubmit, true);
  for (const type of EDITS) area.addEventListener(type, onEdit, true);
  observer.observe(area, { subtree: true, childList: true, attributes: true, attributeFilter: [PRERENDERED_ATTRIBUTE] });

  return {
    ready,
    cancel: () => {
      waiting = false;
      held = null;
      for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, true);
      stopHolding();
    },
  };
}
