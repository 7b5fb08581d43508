import { THEME_CHANNEL, setThemeAttribute } from '@inpro/shared-contracts';

/**
 * A colour scheme just saved in the settings applies at once: on this page (the shell's tokens read
 * <html data-theme>) and on the site's other open tabs (the shell listens on THEME_CHANNEL).
 */
export function applyThemeScheme(scheme: string): void {
  if (typeof document === 'undefined' || !setThemeAttribute(scheme, document.documentElement)) return;
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(THEME_CHANNEL);
  channel.postMessage(scheme);
  channel.close();
}
