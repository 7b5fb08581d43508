/**
 * What a visitor did on a prerendered page before its application's code arrived that the browser
 * cannot do by itself: a form sent (the browser would send it as an address, password included), a
 * click on a button (nothing would happen), an arrow key in a tab list or a menu (the page moves there). The page's inline start-up script (index.html, before
 * any content) holds them in `window.inproHeldInput`; everything else (typing, pasting, autofill,
 * ticking, choosing, following a link, focus and caret) is the browser's own and stays so.
 *
 * Once the shell hands the page to its remote, which hydrates it (React replays the discrete events
 * that arrive while it hydrates), the holding stops, and once the remote has the page the held
 * actions are done again, once each, on the same elements (hydration keeps them).
 */

export interface HeldAction {
  type: 'click' | 'submit' | 'key';
  target: Element;
  /** The button that sent the form (the default one for an Enter in a field). */
  submitter?: Element | null;
  /** A key pressed in a composite widget (tab list, menu, list box): `key`, `code` and modifiers. */
  key?: string;
  code?: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

interface Holder {
  actions: HeldAction[];
  done: boolean;
  /** The path the page had when it arrived (the one the server prerendered). */
  path?: string;
}

declare global {
  interface Window {
    inproHeldInput?: Holder;
  }
}

/** The path of the page as it arrived, before any script could change the address. */
export function arrivalPath(win: Window = window): string {
  return win.inproHeldInput?.path ?? win.location.pathname;
}

/** Ends the holding (the page is the remote's from now on) and gives what was held. */
export function stopHolding(win: Window = window): HeldAction[] {
  const holder = win.inproHeldInput;
  if (!holder || !Array.isArray(holder.actions)) return [];
  holder.done = true;
  return holder.actions.splice(0);
}

/**
 * Does each held action once on the live page. A form goes through a click on its button, a
 * discrete event React hydrates the form for before it acts (`submit` alone is not one of those).
 */
export function replayHeld(actions: HeldAction[]): void {
  for (const action of actions) {
    if (!action.target.isConnected) continue;
    if (action.type === 'click') {
      if (action.target instanceof HTMLElement) action.target.click();
      continue;
    }
    if (action.type === 'key') {
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = action;
      action.target.dispatchEvent(
        new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }),
      );
      continue;
    }
    const form = action.target as HTMLFormElement;
    const submitter = action.submitter instanceof HTMLElement && action.submitter.isConnected ? action.submitter : null;
    if (submitter) submitter.click();
    else form.requestSubmit();
  }
}
