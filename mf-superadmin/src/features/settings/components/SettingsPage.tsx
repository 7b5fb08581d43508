import { PageHeading } from '@inpro/ui';
import { SettingsGroupForm, settingsFields } from '@inpro/ui/settings';

/** /superadmin/config: colour scheme, logo, notification toggles, SMTP server and the payment API key (write-only): the same store as /admin/conf. */
export function SettingsPage() {
  return (
    <section>
      <PageHeading title="Configuración" subtitle="Apariencia, notificaciones, correo y pasarela de pago de todo el sitio." />
      <SettingsGroupForm group="theme" fields={settingsFields('theme')} title="Apariencia" />
      <SettingsGroupForm group="branding" fields={settingsFields('branding', ['logoUrl'])} title="Logo" />
      <SettingsGroupForm group="notifications" fields={settingsFields('notifications')} />
      <SettingsGroupForm group="smtp" fields={settingsFields('smtp', ['host', 'port', 'user', 'password'])} title="Servidor de correo" />
      <SettingsGroupForm group="payments" fields={settingsFields('payments', ['secretKey'])} title="Pasarela de pago" />
    </section>
  );
}
