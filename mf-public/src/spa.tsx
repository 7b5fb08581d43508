import { createRemoteLifecycles } from '@inpro/ui';
import { App } from './app/App';
import { preloadRoute } from './app/routes';

const lifecycles = createRemoteLifecycles({
  name: __MF_NAME__,
  area: 'Sitio público',
  rootComponent: App,
});

/** The longest the first mount waits for its page's chunk (then the page's fallback shows). */
const FIRST_PAGE_WAIT_MS = 3000;

// The page of the current URL starts downloading as soon as this module runs, in parallel
// with the rest of start-up; the first mount waits for it, so it renders the page at once.
const firstPage = typeof window !== 'undefined' ? preloadRoute(window.location.pathname) : Promise.resolve();

function waitForFirstPage(): Promise<void> {
  return Promise.race([firstPage, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}

export const bootstrap = [waitForFirstPage, lifecycles.bootstrap];
// `hydrates`: the shell hands this remote its prerendered page as it is, to hydrate.
export const { mount, unmount, hydrates } = lifecycles;
