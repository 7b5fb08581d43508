import { QueryClient, dehydrate } from '@tanstack/react-query';
import { PRERENDER_STATE_ID } from '@inpro/shared-contracts';
import { takePrerenderState } from './createRemoteLifecycles';

function serverState(): unknown {
  const server = new QueryClient();
  server.setQueryData(['public', 'course', 7], { id: 7, title: 'Curso de Derecho Civil' });
  return dehydrate(server);
}

function inline(remote: string, text: string) {
  document.body.innerHTML = `<script id="${PRERENDER_STATE_ID}" type="application/json" data-remote="${remote}"></script>`;
  document.getElementById(PRERENDER_STATE_ID)!.textContent = text;
}

describe('takePrerenderState', () => {
  it('starts the remote’s cache from the state of its prerendered page, once', () => {
    inline('mf_public', JSON.stringify(serverState()));
    const client = new QueryClient();
    takePrerenderState('mf_public', client);
    expect(client.getQueryData(['public', 'course', 7])).toEqual({ id: 7, title: 'Curso de Derecho Civil' });
    expect(document.getElementById(PRERENDER_STATE_ID)).toBeNull();
  });

  it('leaves another remote’s state alone', () => {
    inline('mf_public', JSON.stringify(serverState()));
    const client = new QueryClient();
    takePrerenderState('mf_aula', client);
    expect(client.getQueryData(['public', 'course', 7])).toBeUndefined();
    expect(document.getElementById(PRERENDER_STATE_ID)).not.toBeNull();
  });

  it('ignores a damaged state (the page then asks the API)', () => {
    inline('mf_public', '{"queries": [');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient();
    expect(() => takePrerenderState('mf_public', client)).not.toThrow();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
