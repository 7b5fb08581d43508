import { PAYMENT_GATEWAYS, THEME_SCHEMES, type SettingsGroup } from '@inpro/shared-contracts';
import type { SettingsField } from './settingsDraft';

/**
 * Every field of the settings store as the screens show it, once: /admin/conf and
 * /superadmin/config pick from here (a screen may show a group whole or some of its fields).
 */
const SETTINGS_FIELDS: { [G in SettingsGroup]: readonly SettingsField[] } = {
  branding: [
    { key: 'logoUrl', label: 'Logo', kind: 'image', imageKind: 'logo', hint: 'PNG o JPG; se ajusta a 512 × 512.' },
    { key: 'primaryColor', label: 'Color principal', kind: 'color' },
    { key: 'secondaryColor', label: 'Color secundario', kind: 'color' },
  ],
  theme: [
    {
      key: 'scheme',
      label: 'Esquema de color',
      kind: 'select',
      options: THEME_SCHEMES,
      hint: 'Auto sigue la preferencia del sistema de cada visitante.',
    },
  ],
  payments: [
    { key: 'gateway', label: 'Pasarela de pago', kind: 'select', options: PAYMENT_GATEWAYS },
    { key: 'publicKey', label: 'Clave pública', kind: 'text' },
    { key: 'secretKey', label: 'Clave secreta de la pasarela', kind: 'secret' },
    {
      key: 'webhookSecret',
      label: 'Clave de firma de los avisos de pago',
      kind: 'secret',
      hint: 'La que la pasarela muestra para sus avisos automáticos de pagos; con ella se comprueba que cada aviso viene de la pasarela.',
    },
    { key: 'bank', label: 'Banco (vouchers)', kind: 'text' },
    { key: 'accountNumber', label: 'Número de cuenta', kind: 'text' },
    { key: 'cci', label: 'CCI', kind: 'text' },
    { key: 'holder', label: 'Titular', kind: 'text' },
    { key: 'yapePlinPhone', label: 'Teléfono Yape/Plin', kind: 'text' },
    { key: 'allowSandboxInProduction', label: 'Permitir la pasarela de pruebas en producción', kind: 'checkbox' },
    { key: 'graceDays', label: 'Días de gracia por cuota vencida', kind: 'number' },
  ],
  smtp: [
    { key: 'host', label: 'Servidor SMTP', kind: 'text' },
    { key: 'port', label: 'Puerto', kind: 'number' },
    { key: 'secure', label: 'Conexión segura (TLS)', kind: 'checkbox' },
    { key: 'user', label: 'Usuario SMTP', kind: 'text' },
    { key: 'password', label: 'Contraseña SMTP', kind: 'secret' },
    { key: 'from', label: 'Remitente', kind: 'text' },
    {
      key: 'confirmRegistrations',
      label: 'Confirmar el correo de las cuentas nuevas',
      kind: 'checkbox',
      hint: 'Con el servidor SMTP configurado, quien se registra recibe un enlace para activar su cuenta, y el registro no revela qué correos ya tienen una. Sin servidor SMTP la cuenta se crea y la sesión se inicia al momento.',
    },
  ],
  sso: [
    { key: 'googleEnabled', label: 'Acceso con Google', kind: 'checkbox' },
    {
      key: 'googleClientId',
      label: 'Identificador de cliente de Google',
      kind: 'text',
      hint: 'En Google Cloud, registra como URI de redirección la dirección del sitio seguida de /api/auth/sso/google/callback.',
    },
    { key: 'googleClientSecret', label: 'Clave secreta de cliente de Google', kind: 'secret' },
    { key: 'microsoftEnabled', label: 'Acceso con Microsoft', kind: 'checkbox' },
    {
      key: 'microsoftClientId',
      label: 'Identificador de cliente de Microsoft',
      kind: 'text',
      hint: 'En Microsoft Entra, registra como URI de redirección (Web) la dirección del sitio seguida de /api/auth/sso/microsoft/callback.',
    },
    { key: 'microsoftClientSecret', label: 'Clave secreta de cliente de Microsoft', kind: 'secret' },
    {
      key: 'microsoftTenant',
      label: 'Directorio (inquilino) de Microsoft',
      kind: 'text',
      hint: 'common (cualquier cuenta), organizations (cuentas de organizaciones), consumers (cuentas personales) o el identificador del directorio de tu organización.',
    },
  ],
  certificates: [
    { key: 'prefix', label: 'Prefijo', kind: 'text', hint: 'Letras, números y guiones.' },
    { key: 'currentNumber', label: 'Número actual', kind: 'number' },
    { key: 'signerName', label: 'Firmante', kind: 'text' },
    { key: 'signatureImage', label: 'Firma', kind: 'image', imageKind: 'signature' },
  ],
  notifications: [
    { key: 'emailEnabled', label: 'Notificaciones por correo', kind: 'checkbox' },
    { key: 'pushEnabled', label: 'Notificaciones push (campana del Aula Virtual)', kind: 'checkbox' },
  ],
  academic: [
    { key: 'passingMark', label: 'Nota aprobatoria (0 a 20)', kind: 'number' },
    { key: 'minAttendance', label: 'Asistencia mínima para el certificado (%)', kind: 'number' },
  ],
};

/** Some fields of a group, in the catalogue's order. */
export function settingsFields(group: SettingsGroup, keys?: readonly string[]): readonly SettingsField[] {
  const all = SETTINGS_FIELDS[group];
  return keys ? all.filter((f) => keys.includes(f.key)) : all;
}
