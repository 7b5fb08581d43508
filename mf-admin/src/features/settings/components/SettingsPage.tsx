import { useState } from 'react';
import { PAYMENT_GATEWAYS, type SmtpTestResult } from '@inpro/shared-contracts';
import { Button, PageHeading, TextField, loadError, useHttp, useToast } from '@inpro/ui';
import { SettingsGroupForm, areaStyles, type SettingsField } from '@inpro/ui/admin';

const BRANDING: SettingsField[] = [
  { key: 'logoUrl', label: 'Logo', kind: 'image', imageKind: 'logo', hint: 'PNG o JPG; se ajusta a 512 × 512.' },
  { key: 'primaryColor', label: 'Color principal', kind: 'color' },
  { key: 'secondaryColor', label: 'Color secundario', kind: 'color' },
];
const PAYMENTS: SettingsField[] = [
  { key: 'gateway', label: 'Pasarela de pago', kind: 'select', options: PAYMENT_GATEWAYS },
  { key: 'publicKey', label: 'Clave pública', kind: 'text' },
  { key: 'secretKey', label: 'Clave secreta', kind: 'secret' },
  { key: 'webhookSecret', label: 'Secreto del webhook', kind: 'secret' },
  { key: 'bank', label: 'Banco (vouchers)', kind: 'text' },
  { key: 'accountNumber', label: 'Número de cuenta', kind: 'text' },
  { key: 'cci', label: 'CCI', kind: 'text' },
  { key: 'holder', label: 'Titular', kind: 'text' },
  { key: 'yapePlinPhone', label: 'Teléfono Yape/Plin', kind: 'text' },
  { key: 'graceDays', label: 'Días de gracia por cuota vencida', kind: 'number' },
];
const SMTP: SettingsField[] = [
  { key: 'host', label: 'Servidor SMTP', kind: 'text' },
  { key: 'port', label: 'Puerto', kind: 'number' },
  { key: 'secure', label: 'Conexión segura (TLS)', kind: 'checkbox' },
  { key: 'user', label: 'Usuario SMTP', kind: 'text' },
  { key: 'password', label: 'Contraseña SMTP', kind: 'secret' },
  { key: 'from', label: 'Remitente', kind: 'text' },
];
const SSO: SettingsField[] = [
  { key: 'googleEnabled', label: 'Acceso con Google', kind: 'checkbox' },
  { key: 'googleClientId', label: 'Client ID de Google', kind: 'text' },
  { key: 'googleClientSecret', label: 'Client secret de Google', kind: 'secret' },
  { key: 'microsoftEnabled', label: 'Acceso con Microsoft', kind: 'checkbox' },
  { key: 'microsoftClientId', label: 'Client ID de Microsoft', kind: 'text' },
  { key: 'microsoftClientSecret', label: 'Client secret de Microsoft', kind: 'secret' },
  { key: 'microsoftTenant', label: 'Tenant de Microsoft', kind: 'text' },
];
const CERTIFICATES: SettingsField[] = [
  { key: 'prefix', label: 'Prefijo', kind: 'text', hint: 'Letras, números y guiones.' },
  { key: 'currentNumber', label: 'Número actual', kind: 'number' },
  { key: 'signerName', label: 'Firmante', kind: 'text' },
  { key: 'signatureImage', label: 'Firma', kind: 'image', imageKind: 'signature' },
];
const ACADEMIC: SettingsField[] = [{ key: 'passingMark', label: 'Nota aprobatoria (0 a 20)', kind: 'number' }];

/** 'Enviar correo de prueba': the saved SMTP settings, tried for real (the answer says why it failed). */
function SmtpTest() {
  const http = useHttp();
  const toast = useToast();
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <div className={areaStyles.toolbar}>
      <TextField label="Enviar prueba a" type="email" value={to} onChange={(e) => setTo(e.target.value)} />
      <Button
        variant="secondary"
        loading={busy}
        loadingText="Enviando…"
        onClick={async () => {
          setBusy(true);
          try {
            const res = (await http.post<SmtpTestResult>('/admin/settings/smtp/test', { to })).data;
            if (res.sent) toast.success(res.message);
            else toast.error(res.message);
          } catch (err) {
            toast.error(loadError(err, 'No se pudo enviar el correo de prueba.'));
          } finally {
            setBusy(false);
          }
        }}
      >
        Enviar correo de prueba
      </Button>
    </div>
  );
}

/** /admin/conf: branding, payment gateway and voucher account, SMTP, SSO, certificates and the passing mark, stored on the server. */
export function SettingsPage() {
  return (
    <section>
      <PageHeading title="Configuración" subtitle="Marca, pagos, correo, acceso con Google/Microsoft, certificados y nota aprobatoria." />
      <SettingsGroupForm group="branding" fields={BRANDING} />
      <SettingsGroupForm group="payments" fields={PAYMENTS} />
      <SettingsGroupForm group="smtp" fields={SMTP}>
        <SmtpTest />
      </SettingsGroupForm>
      <SettingsGroupForm group="sso" fields={SSO} />
      <SettingsGroupForm group="certificates" fields={CERTIFICATES} />
      <SettingsGroupForm group="academic" fields={ACADEMIC} />
    </section>
  );
}
