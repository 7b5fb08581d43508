const { createFederationConfig, containerName, SINGLETONS } = require('./federation');

describe('createFederationConfig', () => {
  it('gives a remote exactly one exposed module, ./spa, and a manifest', () => {
    const cfg = createFederationConfig({ name: '@inpro/mf-public', kind: 'remote' });
    expect(cfg.name).toBe('mf_public');
    expect(Object.keys(cfg.exposes)).toEqual(['./spa']);
    expect(cfg.manifest).toBe(true);
    expect(cfg.filename).toBe('remoteEntry.js');
    expect(cfg.shareStrategy).toBe('loaded-first');
    expect(cfg.experiments).toEqual({ externalRuntime: true });
  });

  it('gives the host no static remotes (they come from /remotes.json at run time)', () => {
    const cfg = createFederationConfig({ name: '@inpro/shell', kind: 'host' });
    expect(cfg.remotes).toEqual({});
    expect(cfg.exposes).toBeUndefined();
    expect(cfg.experiments).toEqual({ provideExternalRuntime: true, optimization: { target: 'web' } });
  });

  it('shares react, react-dom, react-dom/client and react/jsx-runtime as separate singletons', () => {
    const cfg = createFederationConfig({ name: 'mf-aula', kind: 'remote', deps: { react: '^19.2.0' } });
    for (const key of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-router-dom']) {
      expect(cfg.shared[key].singleton).toBe(true);
    }
    expect(cfg.shared['react/jsx-runtime'].requiredVersion).toBe('^19.2.0');
    expect(Object.keys(cfg.shared)).toEqual(SINGLETONS);
  });

  it('refuses unknown kinds and invalid names', () => {
    expect(() => createFederationConfig({ name: 'x', kind: 'other' })).toThrow();
    expect(() => containerName('Bad Name')).toThrow();
  });
});
