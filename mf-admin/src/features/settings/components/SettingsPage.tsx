import { useState } from 'react';
import { SETTINGS_READ_ONLY_NOTE, maySaveSettingsGroup, type SettingsGroup } from '@inpro/shared-contracts';
import { Button, PageHeading, TextField, loadError, useSession, useToast } from '@inpro/ui';
import { areaStyles } from '@inpro/ui/admin';
import { SettingsGroupForm, settingsFields } from '@inpro/ui/settings';
import { useSmtpTest } from '../hooks/useSmtpTest';

/** 'Enviar correo de prueba': the saved SMTP settings, tried for real (the answer says why it failed). */
function SmtpTest() {
  const toast = useToast();
  const smtpTest = useSmtpTest();
  const [to, setTo] = useState('');
  return (
    <div className={areaStyles.toolbar}>
      <TextField label="Enviar prueba a" type="email" value={to} onChange={(e) => setTo(e.target.value)} />
      <Button
        variant="secondary"
        loading={smtpTest.isPending}
        loadingText="Enviando…"
        onClick={() =>
          smtpTest.mutate(to, {
            onSuccess: (res) => (res.sent ? toast.success(res.message) : toast.error(res.message)),
            onError: (err) => toast.error(loadError(err, 'No se pudo enviar el correo de prueba.')),
          })
        }
      >
        Enviar correo de prueba
      </Button>
    </div>
  );
}

/**
 * /admin/conf: branding, payment gateway and voucher account, SMTP, SSO, certificates and the
 * passing mark, stored on the server. Payments, mail and sign-in are the master administrator's:
 * an administrator sees them read-only, with who may change them.
 */
export function SettingsPage() {
  const { role } = useSession();
  const readOnly = (group: SettingsGroup) => (maySaveSettingsGroup(role, group) ? undefined : SETTINGS_READ_ONLY_NOTE);
  return (
    <section>
      <PageHeading title="Configuración" subtitle="Marca, pagos, correo, acceso con Google/Microsoft, certificados y nota aprobatoria." />
      <SettingsGroupForm group="branding" fields={settingsFields('branding')} />
      <SettingsGroupForm group="payments" fields={settingsFields('payments')} readOnlyNote={readOnly('payments')} />
      <SettingsGroupForm group="smtp" fields={settingsFields('smtp')} readOnlyNote={readOnly('smtp')}>
        <SmtpTest />
      </SettingsGroupForm>
      <SettingsGroupForm group="sso" fields={settingsFields('sso')} readOnlyNote={readOnly('sso')} />
      <SettingsGroupForm group="certificates" fields={settingsFields('certificates')} />
      <SettingsGroupForm group="academic" fields={settingsFields('academic')} />
    </section>
  );
}
