import { PRERENDERED_ATTRIBUTE } from '@inpro/shared-contracts';

/** The longest start-up waits for a frame (a hidden tab draws none). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the page it already has, when that page was prerendered
 * by the server: the start-up scripts (downloaded meanwhile, the page preloads them) then run
 * after the first paint instead of before it. Without a prerendered page, at once.
 */
export function afterFirstPaint(doc: Document = document, win: Window = window): Promise<void> {
  if (!doc.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    // A task queued in the frame's callback runs after that frame's paint.
    win.requestAnimationFrame(() => win.setTimeout(finish, 0));
    win.setTimeout(finish, FRAME_WAIT_MS);
  });
}
