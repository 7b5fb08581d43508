import { DEFAULT_PUBLIC_SETTINGS } from '@inpro/shared-contracts';
import { applyBranding, fetchSiteConfig, readApiBase, readInlineSiteConfig } from './siteConfig';

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

describe('site config inlined in the page', () => {
  afterEach(() => document.getElementById('inpro-site-config')?.remove());

  function inline(text: string) {
    const script = document.createElement('script');
    script.id = 'inpro-site-config';
    script.type = 'application/json';
    script.textContent = text;
    document.head.append(script);
  }

  it('reads the contact data the server inlined', () => {
    inline('{"contactEmail":"informes@inpro.test","contactPhone":"+51 1 000 0000"}');
    expect(readInlineSiteConfig('/api')).toEqual({ apiBase: '/api', contactEmail: 'informes@inpro.test', contactPhone: '+51 1 000 0000' });
  });

  it('is null when absent or unreadable (the shell then fetches it)', () => {
    expect(readInlineSiteConfig('/api')).toBeNull();
    inline('not json');
    expect(readInlineSiteConfig('/api')).toBeNull();
  });
});

describe('public settings and brand colours', () => {
  afterEach(() => {
    document.getElementById('inpro-site-config')?.remove();
    document.getElementById('inpro-branding')?.remove();
  });

  it('keeps the public settings of the inlined configuration', () => {
    const script = document.createElement('script');
    script.id = 'inpro-site-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ contactEmail: 'a@b.pe', contactPhone: '1', settings: DEFAULT_PUBLIC_SETTINGS });
    document.head.append(script);
    expect(readInlineSiteConfig('/api')?.settings).toEqual(DEFAULT_PUBLIC_SETTINGS);
  });

  it('drops settings of an unexpected shape', async () => {
    const fetchImpl = jest.fn(async () => reply(200, { contactEmail: 'a@b.pe', contactPhone: '1', settings: { branding: 'x' } }));
    const config = await fetchSiteConfig('/api', fetchImpl as unknown as typeof fetch);
    expect(config).not.toHaveProperty('settings');
  });

  it('applies the brand colours when the server did not inline them, once', () => {
    const settings = { ...DEFAULT_PUBLIC_SETTINGS, branding: { logoUrl: null, primaryColor: '#7a1f1f', secondaryColor: '#00aa55' } };
    applyBranding({ apiBase: '/api', contactEmail: '', contactPhone: '', settings });
    const style = document.getElementById('inpro-branding');
    expect(style?.textContent).toContain('--color-primary:#7a1f1f');
    expect(style?.textContent).toContain('--color-accent:#00aa55');
    applyBranding({ apiBase: '/api', contactEmail: '', contactPhone: '', settings: DEFAULT_PUBLIC_SETTINGS });
    expect(document.querySelectorAll('#inpro-branding')).toHaveLength(1);
    expect(document.getElementById('inpro-branding')?.textContent).toContain('#7a1f1f');
  });
});
