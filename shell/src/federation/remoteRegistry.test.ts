import {
  createRemoteRegistry,
  inlineFirstManifestReader,
  parseRemotesManifest,
  readInlineRemotesManifest,
  type FederationRuntime,
  type RemotesManifest,
} from './remoteRegistry';
import { getLoadTimeout } from './timeoutPlugin';

const manifest = (version: string, extra: Partial<RemotesManifest> = {}): RemotesManifest => ({
  remotes: {
    'mf-public': { name: 'mf_public', version: '1.0.0', entry: '/remotes/mf-public/1.0.0/mf-manifest.json' },
    'mf-aula': { name: 'mf_aula', version, entry: `/remotes/mf-aula/${version}/mf-manifest.json` },
  },
  ...extra,
});

function runtime() {
  return {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string) => ({ id })) as unknown as FederationRuntime['loadRemote'],
  };
}

describe('remote registry', () => {
  it('registers every remote of remotes.json at run time and loads <name>/spa', async () => {
    const rt = runtime();
    const registry = createRemoteRegistry(rt, async () => manifest('1.0.0', { loadTimeoutMs: 3000 }));
    await registry.init();
    expect(rt.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_public', entry: '/remotes/mf-public/1.0.0/mf-manifest.json' },
        { name: 'mf_aula', entry: '/remotes/mf-aula/1.0.0/mf-manifest.json' },
      ],
      undefined,
    );
    expect(getLoadTimeout()).toBe(3000);
    await expect(registry.loadSpa('mf-aula')).resolves.toEqual({ id: 'mf_aula/spa' });
  });

  it('uses 120 s when remotes.json sets no time-out', async () => {
    const registry = createRemoteRegistry(runtime(), async () => manifest('1.0.0'));
    await registry.init();
    expect(getLoadTimeout()).toBe(120000);
  });

  it('fails like a missing chunk for a remote that is not deployed', async () => {
    const registry = createRemoteRegistry(runtime(), async () => manifest('1.0.0'));
    await expect(registry.loadSpa('mf-admin')).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
  });

  it('reset re-reads remotes.json and force-registers only that remote', async () => {
    const rt = runtime();
    const read = jest.fn().mockResolvedValueOnce(manifest('1.0.0')).mockResolvedValueOnce(manifest('1.0.1'));
    const registry = createRemoteRegistry(rt, read);
    await registry.init();
    await registry.reset('mf-aula');
    expect(rt.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_aula', entry: '/remotes/mf-aula/1.0.1/mf-manifest.json' }], {
      force: true,
    });
    expect(registry.current()?.remotes['mf-aula'].version).toBe('1.0.1');
  });

  it('reads remotes.json again after it failed at start-up', async () => {
    const rt = runtime();
    const read = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(manifest('1.0.0'));
    const registry = createRemoteRegistry(rt, read);
    await expect(registry.loadSpa('mf-public')).rejects.toThrow('offline');
    await registry.reset('mf-public');
    await expect(registry.loadSpa('mf-public')).resolves.toEqual({ id: 'mf_public/spa' });
    expect(rt.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('treats a null module from the runtime as a failure', async () => {
    const rt = { registerRemotes: jest.fn(), loadRemote: jest.fn(async () => null) as unknown as FederationRuntime['loadRemote'] };
    const registry = createRemoteRegistry(rt, async () => manifest('1.0.0'));
    await expect(registry.loadSpa('mf-public')).rejects.toThrow('no ./spa module');
  });
});

describe('remotes manifest inlined in the page', () => {
  afterEach(() => {
    document.getElementById('inpro-remotes')?.remove();
  });

  function inline(text: string) {
    const script = document.createElement('script');
    script.id = 'inpro-remotes';
    script.type = 'application/json';
    script.textContent = text;
    document.head.append(script);
  }

  it('reads the inlined manifest (no fetch) and falls back to remotes.json for every later read', async () => {
    inline(JSON.stringify({ remotes: { 'mf-public': { version: '2.0.0', entry: '/remotes/mf-public/2.0.0/mf-manifest.json' } } }));
    const fetchManifest = jest.fn(async () => manifest('3.0.0'));
    const read = inlineFirstManifestReader(undefined, fetchManifest);
    const first = await read();
    expect(fetchManifest).not.toHaveBeenCalled();
    expect(first.remotes['mf-public']).toEqual({ name: 'mf_public', version: '2.0.0', entry: '/remotes/mf-public/2.0.0/mf-manifest.json' });
    const second = await read();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(second.remotes['mf-aula'].version).toBe('3.0.0');
  });

  it('fetches remotes.json when nothing or something unreadable is inlined', async () => {
    expect(readInlineRemotesManifest()).toBeNull();
    inline('{not json');
    expect(readInlineRemotesManifest()).toBeNull();
    document.getElementById('inpro-remotes')?.remove();
    inline('{"updatedAt":"x"}');
    expect(readInlineRemotesManifest()).toBeNull();
    const fetchManifest = jest.fn(async () => manifest('1.0.0'));
    await inlineFirstManifestReader(undefined, fetchManifest)();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it("keeps the page load's ticket the server added (the field-signal beacons carry it)", () => {
    inline(JSON.stringify({ remotes: {}, loadTicket: 'k1.abc.def' }));
    expect(readInlineRemotesManifest()?.loadTicket).toBe('k1.abc.def');
    expect(parseRemotesManifest({ remotes: {}, loadTicket: 42 })).not.toHaveProperty('loadTicket');
  });

  it('keeps the preview the server says this browser is in (the banner), and nothing malformed', () => {
    const preview = { remote: 'mf-aula', version: '1.4.0', expiresAt: '2026-01-01T00:00:00.000Z' };
    expect(parseRemotesManifest({ remotes: {}, preview }).preview).toEqual(preview);
    expect(parseRemotesManifest({ remotes: {}, preview: { remote: 'mf-aula' } })).not.toHaveProperty('preview');
  });

  it('rejects a body without a remotes object', () => {
    expect(() => parseRemotesManifest({ remotes: null })).toThrow('has no "remotes" object');
  });

  it("resolves a canary with the browser's sticky bucket: below its share the canary, else the stable version", () => {
    const body = {
      remotes: {
        'mf-public': {
          name: 'mf_public',
          version: '1.0.0',
          entry: '/remotes/mf-public/1.0.0/mf-manifest.json',
          canary: { version: '1.1.0', entry: '/remotes/mf-public/1.1.0/mf-manifest.json', percent: 10, since: 'x' },
        },
        'mf-aula': { name: 'mf_aula', version: '2.0.0', entry: '/remotes/mf-aula/2.0.0/mf-manifest.json' },
      },
    };
    const inCanary = parseRemotesManifest(body, 'test', () => 3);
    expect(inCanary.remotes['mf-public']).toEqual({
      name: 'mf_public',
      version: '1.1.0',
      entry: '/remotes/mf-public/1.1.0/mf-manifest.json',
    });
    expect(inCanary.remotes['mf-aula'].version).toBe('2.0.0');
    expect(parseRemotesManifest(body, 'test', () => 50).remotes['mf-public'].version).toBe('1.0.0');
    localStorage.clear();
    const first = parseRemotesManifest(body).remotes['mf-public'].version;
    for (let i = 0; i < 5; i += 1) expect(parseRemotesManifest(body).remotes['mf-public'].version).toBe(first);
  });
});
