/**
 * The site's colour schemes and how a page shows one. No zod here: the shell's start-up code puts
 * the saved scheme on the page and follows changes from other tabs, and importing the settings
 * schemas would bring all of zod into its first file.
 */
export const THEME_SCHEMES = ['Claro', 'Oscuro', 'Auto'] as const;
export type ThemeScheme = (typeof THEME_SCHEMES)[number];
/** The colour scheme as the <html data-theme> the shell's tokens read (Auto follows the system). */
export const THEME_ATTRIBUTE: Readonly<Record<ThemeScheme, 'light' | 'dark' | 'auto'>> = { Claro: 'light', Oscuro: 'dark', Auto: 'auto' };
/** The BroadcastChannel on which a saved scheme reaches the site's other open tabs. */
export const THEME_CHANNEL = 'inpro-theme';

/** Puts a colour scheme on <html data-theme> (unknown schemes change nothing). */
export function setThemeAttribute(scheme: string, root: { setAttribute(name: string, value: string): void }): boolean {
  const value = THEME_ATTRIBUTE[scheme as ThemeScheme];
  if (!value) return false;
  root.setAttribute('data-theme', value);
  return true;
}
