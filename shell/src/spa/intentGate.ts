import { ACTS_ON_ARRIVAL_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '@inpro/shared-contracts';
import { hasStoredSession } from '../session/storageKeys';

/**
 * The gestures that say a visitor is about to use a page, not only read it: the pointer moving
 * or pressing, a touch, a key, the wheel, a scroll, the focus entering a field.
 */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * Anything a visitor types into or chooses in: what they typed into the server's markup before the
 * application took it over would not reach the application (its page hydrates in parts, the
 * fields last), so a page with a field comes to life at once, as does a page that acts as soon as
 * it arrives.
 */
const AT_ONCE = `[${ACTS_ON_ARRIVAL_ATTRIBUTE}], form, input, select, textarea, [contenteditable]`;

const MARKED = `[${PRERENDERED_ATTRIBUTE}]`;

/**
 * A prerendered page may wait for the visitor's first gesture unless it has form fields or acts as
 * soon as it arrives (a sign-in completing, a code to verify: ACTS_ON_ARRIVAL_ATTRIBUTE).
 */
export function canWaitForIntent(area: HTMLElement): boolean {
  return !!area.querySelector(MARKED) && !area.querySelector(AT_ONCE);
}

/**
 * Whether the prerendered page in an area element waits for the visitor's first gesture before its
 * remote downloads: a page without form fields, for a browser that holds no session (the server
 * rendered it for a visitor who is not signed in; a signed-in one's page is drawn again at once).
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
 * (a link navigates inside the application, a tab switches); a click with a modifier, or on a
 * link that opens another tab or downloads, is the browser's own.
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
  const stopHolding = () => {
    observer.disconnect();
    area.removeEventListener('click', onClick, true);
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
