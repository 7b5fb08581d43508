import { isSuperAdmin } from '../roles';
import type { SettingsGroup } from './settings';

/**
 * Settings groups that carry secrets, sign-in or money: the mail server (whoever sets it
 * receives every e-mail, password-reset links included), single sign-on, the payment gateway and
 * the bank accounts students pay into. Only the master administrator writes them; every change is
 * audited and mailed to every master administrator. ADMIN reads them and keeps the other groups.
 */
export const MASTER_SETTINGS_GROUPS = ['payments', 'smtp', 'sso'] as const satisfies readonly SettingsGroup[];

export const SETTINGS_MASTER_ONLY = 'Solo el administrador maestro (Superadministrador) puede cambiar esta configuración.';

/** The note a read-only group shows to whoever may not change it. */
export const SETTINGS_READ_ONLY_NOTE =
  'Solo lectura: esta sección guarda claves, el acceso o el dinero del instituto; solo el administrador maestro (Superadministrador) puede cambiarla.';

export function isMasterSettingsGroup(group: SettingsGroup): boolean {
  return (MASTER_SETTINGS_GROUPS as readonly string[]).includes(group);
}

/** Whether `role` may save `group` (the API and the screens use this one rule). */
export function maySaveSettingsGroup(role: unknown, group: SettingsGroup): boolean {
  return !isMasterSettingsGroup(group) || isSuperAdmin(role);
}
