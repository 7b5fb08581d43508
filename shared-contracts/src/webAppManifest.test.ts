import { APP_ICONS, webAppManifest } from './webAppManifest';

describe('the web app manifest', () => {
  it('opens the classroom, standalone, in Spanish, over the whole site', () => {
    const manifest = webAppManifest({ primaryColor: '#0B3D91' });
    expect(manifest).toMatchObject({
      name: 'INPRO — Instituto Nacional de Profesionalización',
      short_name: 'Aula INPRO',
      start_url: '/aula',
      scope: '/',
      display: 'standalone',
      lang: 'es-PE',
      theme_color: '#0b3d91',
    });
    // Install criteria: a 192 and a 512 icon, and a maskable one for the round masks of Android.
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(manifest.icons).toBe(APP_ICONS);
  });

  it('takes the brand colour of the settings, and the default one when it is not a colour', () => {
    expect(webAppManifest({ primaryColor: '#7a1f2b' }).theme_color).toBe('#7a1f2b');
    expect(webAppManifest({ primaryColor: 'red; x' }).theme_color).toBe('#0b3d91');
    expect(webAppManifest({ primaryColor: null }).theme_color).toBe('#0b3d91');
  });
});
