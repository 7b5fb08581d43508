import { THEME_SCHEMES } from '@inpro/shared-contracts';
import { PageHeading } from '@inpro/ui';
import { SettingsGroupForm, type SettingsField } from '@inpro/ui/admin';

const THEME: SettingsField[] = [
  {
    key: 'scheme',
    label: 'Esquema de color',
    kind: 'select',
    options: THEME_SCHEMES,
    hint: 'Auto sigue la preferencia del sistema de cada visitante.',
  },
];
const LOGO: SettingsField[] = [{ key: 'logoUrl', label: 'Logo', kind: 'image', imageKind: 'logo' }];
const NOTIFICATIONS: SettingsField[] = [
  { key: 'emailEnabled', label: 'Notificaciones por correo', kind: 'checkbox' },
  { key: 'pushEnabled', label: 'Notificaciones push (campana del Aula Virtual)', kind: 'checkbox' },
];
const SMTP: SettingsField[] = [
  { key: 'host', label: 'Servidor SMTP', kind: 'text' },
  { key: 'port', label: 'Puerto', kind: 'number' },
  { key: 'user', label: 'Usuario SMTP', kind: 'text' },
  { key: 'password', label: 'Contraseña SMTP', kind: 'secret' },
];
const PAYMENT_KEY: SettingsField[] = [{ key: 'secretKey', label: 'API key de la pasarela de pago', kind: 'secret' }];

/** /superadmin/config: colour scheme, logo, notification toggles, SMTP server and the payment API key (write-only): the same store as /admin/conf. */
export function SettingsPage() {
  return (
    <section>
      <PageHeading title="Configuración" subtitle="Apariencia, notificaciones, correo y pasarela de pago de todo el sitio." />
      <SettingsGroupForm group="theme" fields={THEME} title="Apariencia" />
      <SettingsGroupForm group="branding" fields={LOGO} title="Logo" />
      <SettingsGroupForm group="notifications" fields={NOTIFICATIONS} />
      <SettingsGroupForm group="smtp" fields={SMTP} title="Servidor de correo" />
      <SettingsGroupForm group="payments" fields={PAYMENT_KEY} title="Pasarela de pago" />
    </section>
  );
}
