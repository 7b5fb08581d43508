import { brandingCss, brandingCssVars, contrastRatio, darken, readableOn } from './branding';
import { SETTINGS_DEFAULTS, settingsPatchSchema, toPublicSettings, toSettingsView } from './schemas/settings';

describe('brand colours', () => {
  it('computes WCAG contrast and the readable text colour', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(readableOn('#0b3d91')).toBe('#ffffff');
    expect(readableOn('#f5b301')).toBe('#1a1f2b');
    expect(darken('#808080', 0.5)).toBe('#404040');
  });

  it('turns the two colours into the design tokens', () => {
    expect(brandingCssVars({ primaryColor: '#7A1F1F', secondaryColor: '#ffe066' })).toEqual({
      '--color-primary': '#7a1f1f',
      '--color-primary-hover': '#5c1717',
      '--color-on-primary': '#ffffff',
      '--color-accent': '#ffe066',
      '--color-on-accent': '#1a1f2b',
    });
    expect(brandingCss({ primaryColor: '#000000' })).toBe(
      'html:root{--color-primary:#000000;--color-primary-hover:#000000;--color-on-primary:#ffffff}',
    );
  });

  it('never writes anything but a hex colour into the CSS', () => {
    expect(brandingCss({ primaryColor: 'red;}</style><script>', secondaryColor: null })).toBe('');
  });
});

describe('settings views', () => {
  it('hides secrets behind {isSet, last4}', () => {
    const view = toSettingsView('smtp', { ...SETTINGS_DEFAULTS.smtp, password: 'abcdefgh9876' });
    expect(view.password).toEqual({ isSet: true, last4: '9876' });
    expect(JSON.stringify(view)).not.toContain('abcdefgh');
  });

  it('public settings show SSO buttons only when enabled with client id and secret', () => {
    const sso = { ...SETTINGS_DEFAULTS.sso, googleEnabled: true, googleClientId: 'id' };
    expect(toPublicSettings({ ...SETTINGS_DEFAULTS, sso }).sso).toEqual({ google: false, microsoft: false });
    expect(toPublicSettings({ ...SETTINGS_DEFAULTS, sso: { ...sso, googleClientSecret: 's' } }).sso.google).toBe(true);
  });

  it('patches: blank secret clears, unknown fields are refused', () => {
    expect(settingsPatchSchema('smtp').parse({ password: '  ' })).toEqual({ password: null });
    expect(settingsPatchSchema('smtp').safeParse({ passwrd: 'x' }).success).toBe(false);
  });
});
