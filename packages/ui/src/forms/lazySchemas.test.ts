import { lazySchemas } from './lazySchemas';

describe('lazySchemas', () => {
  it('loads the module once, on the first use, and tries again after a failed load', async () => {
    const module = { loginSchema: { name: 'login' }, otherSchema: { name: 'other' } };
    const load = jest
      .fn<Promise<typeof module>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValue(module);
    const schemas = lazySchemas(load);
    const login = schemas.schema('loginSchema');
    expect(load).not.toHaveBeenCalled();
    await expect(login()).rejects.toThrow('Loading chunk 7 failed.');
    schemas.prefetch();
    await expect(login()).resolves.toBe(module.loginSchema);
    await expect(schemas.schema('otherSchema')()).resolves.toBe(module.otherSchema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
