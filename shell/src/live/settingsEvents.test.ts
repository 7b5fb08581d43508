import type { LiveApi, LiveEvent, SiteConfig } from '@inpro/shared-contracts';
import { DEFAULT_PUBLIC_SETTINGS } from '@inpro/shared-contracts';
import { BRANDING_STYLE_ID } from '../startup/siteConfig';
import { followSettingsEvents } from './settingsEvents';

describe('followSettingsEvents', () => {
  it('reads the site configuration again on a settings event and applies the new branding and colour scheme', async () => {
    const listeners = new Set<(e: LiveEvent) => void>();
    const live: LiveApi = {
      status: () => 'open',
      onStatus: () => () => undefined,
      subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    };
    const config: SiteConfig = { apiBase: '/api', contactEmail: '', contactPhone: '', settings: DEFAULT_PUBLIC_SETTINGS };
    const next = {
      ...DEFAULT_PUBLIC_SETTINGS,
      branding: { ...DEFAULT_PUBLIC_SETTINGS.branding, primaryColor: '#123456' },
      theme: { scheme: 'Oscuro' as const },
    };
    const read = jest.fn().mockResolvedValue({ ...config, settings: next });
    const stop = followSettingsEvents(live, config, read);
    listeners.forEach((l) => l({ kind: 'payment', paymentId: 1 }));
    expect(read).not.toHaveBeenCalled();
    listeners.forEach((l) => l({ kind: 'settings', key: 'branding' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(read).toHaveBeenCalledTimes(1);
    expect(config.settings).toBe(next);
    expect(document.getElementById(BRANDING_STYLE_ID)?.textContent).toContain('#123456');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    stop();
  });
});
