import { PRERENDERED_ATTRIBUTE, type RemoteCustomProps } from '@inpro/shared-contracts';
import type { createRemoteLifecycles } from '../remote/createRemoteLifecycles';

/*
 * Test-only helpers for a prerendered page taken over by its remote: the page as the
 * server sends it, the remote mounted as the shell mounts it, and what a browser does meanwhile.
 */

/** The area element holding `markup` as the server sends it and the shell hands it to a remote that hydrates: marked. */
export function prerenderedHost(markup: string): HTMLElement {
  document.body.innerHTML = `<div class="area-root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

/** Mounts a remote's lifecycles over `domElement` as the shell does; returns its unmount. */
export async function mountAsTheShell(
  lifecycles: ReturnType<typeof createRemoteLifecycles>,
  domElement: HTMLElement,
  props: RemoteCustomProps,
): Promise<() => Promise<unknown>> {
  const all = { ...props, name: 'mf_public', domElement, singleSpa: {}, mountParcel: jest.fn() } as never;
  await lifecycles.bootstrap(all);
  await lifecycles.mount(all);
  return () => lifecycles.unmount(all);
}

/**
 * single-spa-react's mount resolves after the root's first commit, which React schedules itself:
 * the tests of the file (or describe block) calling this run the lifecycles as the shell does, outside act().
 */
export function runOutsideAct(): void {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previous: boolean | undefined;
  beforeAll(() => {
    previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}

/** Whether React has taken `node` over (hydrated it). */
export function isHydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber'));
}

/** What a browser does when the visitor types, pastes or autofills: the value, then `input`. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What a browser does when the visitor chooses in a list: the option, then `input` and `change` in the same task. */
export function chooseIn(list: HTMLSelectElement, value: string): void {
  list.value = value;
  list.dispatchEvent(new Event('input', { bubbles: true }));
  list.dispatchEvent(new Event('change', { bubbles: true }));
}
