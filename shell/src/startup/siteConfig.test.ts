import { fetchSiteConfig, readApiBase } from './siteConfig';

// jsdom has no Response: a minimal one with what fetchSiteConfig reads.
const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('site config', () => {
  it('reads the API base from the meta tag, default /api', () => {
    document.head.innerHTML = '';
    expect(readApiBase()).toBe('/api');
    document.head.innerHTML = '<meta name="inpro:api-base" content="https://api.inpro.edu.pe/api/">';
    expect(readApiBase()).toBe('https://api.inpro.edu.pe/api');
  });

  it('reads contact e-mail and phone from /site/config', async () => {
    const fetchImpl = jest.fn(async () => reply(200, { contactEmail: 'a@b.pe', contactPhone: '01 555' }));
    await expect(fetchSiteConfig('/api', fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      apiBase: '/api',
      contactEmail: 'a@b.pe',
      contactPhone: '01 555',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/api/site/config', expect.anything());
  });

  it('fails on an error status', async () => {
    const fetchImpl = jest.fn(async () => reply(500, {}));
    await expect(fetchSiteConfig('/api', fetchImpl as unknown as typeof fetch)).rejects.toThrow('500');
  });
});
