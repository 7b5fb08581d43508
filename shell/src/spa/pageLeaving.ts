/**
 * Whether this page is being left: from `beforeunload` (before the browser cancels the page's
 * requests, which makes a remote still downloading fail) until the page is shown again
 * (`pageshow`, a navigation that did not happen or a page restored from the back-forward cache).
 */
export function watchPageLeaving(win: Window = window): () => boolean {
  let leaving = false;
  win.addEventListener('beforeunload', () => (leaving = true));
  win.addEventListener('pagehide', () => (leaving = true));
  win.addEventListener('pageshow', () => (leaving = false));
  // A navigation cancelled after beforeunload (a download, a 204) leaves the page in use.
  win.addEventListener('focus', () => (leaving = false));
  return () => leaving;
}
