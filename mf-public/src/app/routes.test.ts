import { preloadRoute, publicRoutes } from './routes';

type Preloadable = { preload(): Promise<void> };

describe('preloadRoute', () => {
  const spies: jest.SpyInstance[] = [];
  afterEach(() => spies.splice(0).forEach((s) => s.mockRestore()));

  function spyAll() {
    return publicRoutes.map((route) => {
      const spy = jest.spyOn(route.Component as unknown as Preloadable, 'preload').mockResolvedValue(undefined);
      spies.push(spy);
      return spy;
    });
  }

  it('starts the chunk of the page the path shows', async () => {
    const calls = spyAll();
    await preloadRoute('/curso/12-derecho-penal');
    const detail = publicRoutes.findIndex((r) => r.path === '/curso/:courseParam');
    expect(calls[detail]).toHaveBeenCalled();
    const home = publicRoutes.findIndex((r) => r.path === '/');
    expect(calls[home]).not.toHaveBeenCalled();
  });

  it('loads nothing for a path no page serves, and never rejects', async () => {
    const calls = spyAll();
    await preloadRoute('/no-existe');
    expect(calls.every((c) => c.mock.calls.length === 0)).toBe(true);
    calls[publicRoutes.findIndex((r) => r.path === '/')].mockRejectedValueOnce(new Error('ChunkLoadError'));
    await expect(preloadRoute('/')).resolves.toBeUndefined();
  });

  it('every page can be preloaded', () => {
    for (const route of publicRoutes) expect(typeof (route.Component as unknown as Preloadable).preload).toBe('function');
  });
});
