import { THEME_CHANNEL, setThemeAttribute } from '@inpro/shared-contracts';

/** A colour scheme saved in another tab applies on this page at once. Returns the stop. */
export function followThemeScheme(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(THEME_CHANNEL);
  channel.onmessage = (e: MessageEvent) => {
    if (typeof e.data === 'string') setThemeAttribute(e.data, document.documentElement);
  };
  return () => channel.close();
}
