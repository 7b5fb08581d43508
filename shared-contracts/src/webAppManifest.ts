// The web app manifest of the site (/manifest.webmanifest, served by the API): what a phone or a
// desktop needs to install the classroom as an application.

/** The institute's name as the installed application shows it. */
const APP_NAME = 'INPRO — Instituto Nacional de Profesionalización';
/** Under the icon on a phone's home screen (about 12 characters fit). */
const APP_SHORT_NAME = 'Aula INPRO';
/** Where the manifest is served and the pages link to it. */
export const WEB_APP_MANIFEST_URL = '/manifest.webmanifest';

/** The icons the shell's build renders from the brand mark (shell/webpack.config.js). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

const HEX = /^#[0-9a-f]{6}$/i;
const DEFAULT_THEME_COLOR = '#0b3d91';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: ReadonlyArray<(typeof APP_ICONS)[number]>;
}

/**
 * The manifest with the institute's brand colour (the branding settings' primary colour, the
 * `--color-primary` token); an invalid colour falls back to the default one. The installed
 * application opens on the classroom: a signed-in student lands on the dashboard, anyone else on
 * the sign-in page that leads back there.
 */
export function webAppManifest(branding: { primaryColor?: string | null }): WebAppManifest {
  const primary = branding.primaryColor && HEX.test(branding.primaryColor) ? branding.primaryColor.toLowerCase() : DEFAULT_THEME_COLOR;
  return {
    id: '/aula',
    name: APP_NAME,
    short_name: APP_SHORT_NAME,
    description: 'Aula Virtual de INPRO: tus cursos, clases, notas y pagos, también desde el teléfono.',
    lang: 'es-PE',
    dir: 'ltr',
    start_url: '/aula',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: primary,
    icons: APP_ICONS,
  };
}
