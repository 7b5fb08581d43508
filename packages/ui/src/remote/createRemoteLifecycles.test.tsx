import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRERENDERED_ATTRIBUTE } from '@inpro/shared-contracts';
import { createFakeShell } from '../testing';
import { RemoteProviders } from './RemoteProviders';
import { createRemoteLifecycles } from './createRemoteLifecycles';

/** A page whose first render depends on who is signed in (as the checkout does). */
function Page() {
  const [clicks, setClicks] = useState(0);
  return (
    <section>
      <h1>Cursos</h1>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Pulsado {clicks}
      </button>
    </section>
  );
}

function WhoIsIn({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

/** The markup a remote's server renderer gives for `page`, with the same providers. */
function serverMarkup(page: ReactElement): string {
  const { props } = createFakeShell();
  return renderToString(
    <RemoteProviders area="Sitio público" remote={props} queryClient={new QueryClient()}>
      {page}
    </RemoteProviders>,
  );
}

/** The area element as the shell hands it to a remote that hydrates: the markup, inert and marked. */
function prerenderedHost(markup: string): HTMLElement {
  document.body.innerHTML = `<div class="area-root" ${PRERENDERED_ATTRIBUTE} inert>${markup}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

async function mount(lifecycles: ReturnType<typeof createRemoteLifecycles>, domElement: HTMLElement) {
  const { props } = createFakeShell();
  const all = { ...props, name: 'mf_public', domElement, singleSpa: {}, mountParcel: jest.fn() } as never;
  await lifecycles.bootstrap(all);
  await lifecycles.mount(all);
  return all;
}

// single-spa-react's mount resolves after the root's first commit, which React schedules itself:
// these tests run the lifecycles as the shell does, outside act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;
beforeAll(() => {
  previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

describe('createRemoteLifecycles over a prerendered page', () => {
  it('says the shell may hand it a prerendered page as it is', () => {
    expect(createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: Page }).hydrates).toBe(true);
  });

  it('adopts the markup on screen instead of drawing it again, and makes it interactive', async () => {
    const host = prerenderedHost(serverMarkup(<Page />));
    const heading = host.querySelector('h1');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: Page });
    const props = await mount(lifecycles, host);

    await waitFor(() => expect(host).not.toHaveAttribute(PRERENDERED_ATTRIBUTE));
    expect(host).not.toHaveAttribute('inert');
    // The very element the server sent: hydrated, not replaced.
    expect(screen.getByRole('heading', { name: 'Cursos' })).toBe(heading);
    await userEvent.click(screen.getByRole('button', { name: 'Pulsado 0' }));
    expect(screen.getByRole('button', { name: 'Pulsado 1' })).toBeInTheDocument();
    expect(info).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await lifecycles.unmount(props);
    info.mockRestore();
    error.mockRestore();
  });

  it('draws again, without an error, a page that does not match what the browser renders', async () => {
    const host = prerenderedHost(serverMarkup(<WhoIsIn name="visitante" />));
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: () => <WhoIsIn name="Ana" /> });
    const props = await mount(lifecycles, host);

    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Hola, visitante')).toBeNull();
    expect(host).not.toHaveAttribute(PRERENDERED_ATTRIBUTE);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('mf_public'), expect.anything());
    expect(error).not.toHaveBeenCalled();
    await lifecycles.unmount(props);
    info.mockRestore();
    error.mockRestore();
  });

  it('renders into an element that holds no prerendered page', async () => {
    document.body.innerHTML = '<div class="area-root"></div>';
    const host = document.body.firstElementChild as HTMLElement;
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: Page });
    const props = await mount(lifecycles, host);
    expect(await screen.findByRole('heading', { name: 'Cursos' })).toBeInTheDocument();
    await lifecycles.unmount(props);
    expect(host).toBeEmptyDOMElement();
  });
});
