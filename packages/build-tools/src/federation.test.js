const { createFederationConfig, containerName, SINGLETONS, REMOTE_SINGLETONS, REMOTE_SHARED } = require('./federation');

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
    for (const key of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@inpro/ui/router']) {
      expect(cfg.shared[key].singleton).toBe(true);
    }
    expect(cfg.shared['react/jsx-runtime'].requiredVersion).toBe('^19.2.0');
    // A library the remote does not import itself asks for the range of the package that brings it.
    expect(cfg.shared['single-spa-react'].requiredVersion).toBe(require('@inpro/ui/package.json').dependencies['single-spa-react']);
    expect(Object.keys(cfg.shared)).toEqual([...SINGLETONS, ...REMOTE_SINGLETONS, ...REMOTE_SHARED]);
    // React Router is shared as the site's own subset (tree-shaken), never as the whole library.
    expect(cfg.shared['react-router-dom']).toBeUndefined();
  });

  it('shares zod among the remotes by version, with the range shared-contracts asks for, and not in the shell', () => {
    const contracts = require('@inpro/shared-contracts/package.json');
    const remote = createFederationConfig({ name: 'mf-aula', kind: 'remote', deps: { react: '^19.2.0' } });
    expect(remote.shared.zod).toEqual({ singleton: false, requiredVersion: contracts.dependencies.zod });
    // A build that depends on zod itself asks for its own range.
    expect(createFederationConfig({ name: 'mf-aula', kind: 'remote', deps: { zod: '^4.2.0' } }).shared.zod.requiredVersion).toBe('^4.2.0');
    const host = createFederationConfig({ name: '@inpro/shell', kind: 'host' });
    expect(host.shared.zod).toBeUndefined();
    expect(Object.keys(host.shared)).toEqual(SINGLETONS);
  });

  it('shares react-hook-form and its zod resolver among the remotes as singletons, with the range of @inpro/ui, and not in the shell', () => {
    const ui = require('@inpro/ui/package.json');
    const remote = createFederationConfig({ name: 'mf-aula', kind: 'remote', deps: { react: '^19.2.0' } });
    expect(remote.shared['react-hook-form']).toEqual({ singleton: true, requiredVersion: ui.dependencies['react-hook-form'] });
    // Offered as @hookform/resolvers' version, which its range accepts (the subpath's package.json says 1.0.0).
    expect(remote.shared['@hookform/resolvers/zod']).toEqual({
      singleton: true,
      requiredVersion: ui.dependencies['@hookform/resolvers'],
      version: require('@hookform/resolvers/package.json').version,
    });
    expect(require('semver').satisfies(remote.shared['@hookform/resolvers/zod'].version, ui.dependencies['@hookform/resolvers'])).toBe(
      true,
    );
    const host = createFederationConfig({ name: '@inpro/shell', kind: 'host' });
    expect(host.shared['react-hook-form']).toBeUndefined();
    expect(host.shared['@hookform/resolvers/zod']).toBeUndefined();
  });

  it('refuses unknown kinds and invalid names', () => {
    expect(() => createFederationConfig({ name: 'x', kind: 'other' })).toThrow();
    expect(() => containerName('Bad Name')).toThrow();
  });
});

describe('the area registry', () => {
  const { REMOTES, LOAD_TIMEOUT_MS, loggedInPathPattern } = require('./areas');

  it('names the remotes, their containers and the load time-out', () => {
    expect(REMOTES).toEqual(['mf-public', 'mf-aula', 'mf-teacher', 'mf-admin', 'mf-superadmin']);
    expect(LOAD_TIMEOUT_MS).toBe(120000);
    expect(createFederationConfig({ name: '@inpro/mf-superadmin', kind: 'remote' }).name).toBe('mf_superadmin');
    expect(() => createFederationConfig({ name: '@inpro/mf-unknown', kind: 'remote' })).toThrow('areas.json');
    expect(createFederationConfig({ name: '@inpro/shell', kind: 'host' }).name).toBe('shell');
  });

  it('matches the pages of the logged-in areas, not the sign-in page nor public pages', () => {
    const re = new RegExp(loggedInPathPattern());
    for (const p of ['/aula', '/aula/', '/aula/notas', '/prof', '/admin/cursos', '/superadmin', '/super', '/super/x'])
      expect(re.test(p)).toBe(true);
    for (const p of ['/', '/aula/login', '/aula/login/', '/aulas', '/cursos', '/administracion', '/superb']) expect(re.test(p)).toBe(false);
  });
});
