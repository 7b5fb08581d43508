import { MASTER_SETTINGS_GROUPS, maySaveSettingsGroup } from './settingsAccess';
import { setThemeAttribute } from '../theme';
import { SETTINGS_GROUPS } from './settings';

describe('who may save a settings group', () => {
  it('mail server, single sign-on and payments: the master administrator only', () => {
    expect([...MASTER_SETTINGS_GROUPS].sort()).toEqual(['payments', 'smtp', 'sso']);
    for (const g of MASTER_SETTINGS_GROUPS) {
      expect(maySaveSettingsGroup('ADMIN', g)).toBe(false);
      expect(maySaveSettingsGroup('SUPER_ADMIN', g)).toBe(true);
      expect(maySaveSettingsGroup('SUPERADMIN', g)).toBe(true);
    }
  });

  it('the other groups: administrators too', () => {
    const others = SETTINGS_GROUPS.filter((g) => !(MASTER_SETTINGS_GROUPS as readonly string[]).includes(g));
    expect(others).toEqual(expect.arrayContaining(['branding', 'academic', 'certificates']));
    for (const g of others) expect(maySaveSettingsGroup('ADMIN', g)).toBe(true);
  });
});

describe('setThemeAttribute', () => {
  it('puts the saved scheme on <html data-theme> and ignores an unknown one', () => {
    const set = jest.fn();
    expect(setThemeAttribute('Oscuro', { setAttribute: set })).toBe(true);
    expect(setThemeAttribute('Auto', { setAttribute: set })).toBe(true);
    expect(setThemeAttribute('Morado', { setAttribute: set })).toBe(false);
    expect(set.mock.calls).toEqual([
      ['data-theme', 'dark'],
      ['data-theme', 'auto'],
    ]);
  });
});
