import { z } from '../zod';
import { DEFAULT_MIN_ATTENDANCE } from '../certificateEligibility';
import { THEME_SCHEMES } from '../theme';

/**
 * Site settings: one typed group per row of the `settings` table (see docs/data-model.md).
 * Each group has a value schema (what the server keeps, defaults when unset), a list of secret
 * fields (encrypted at rest, never answered: the API answers `{isSet, last4}` for them) and a
 * patch schema (PUT body: only the fields that change; a secret is set by a text, cleared by null,
 * kept when absent).
 */
export const SETTINGS_GROUPS = ['branding', 'theme', 'payments', 'smtp', 'sso', 'certificates', 'notifications', 'academic'] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** Readable name of each group (audit labels, screens). */
export const SETTINGS_GROUP_LABELS: Record<SettingsGroup, string> = {
  branding: 'Marca',
  theme: 'Tema',
  payments: 'Pagos',
  smtp: 'Correo SMTP',
  sso: 'Inicio de sesión con Google y Microsoft',
  certificates: 'Certificados',
  notifications: 'Notificaciones',
  academic: 'Datos académicos',
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const color = (label: string) =>
  z
    .string({ error: `${label}: usa un color hexadecimal (#RRGGBB).` })
    .trim()
    .regex(HEX_COLOR, { error: `${label}: usa un color hexadecimal (#RRGGBB).` })
    .transform((v) => v.toLowerCase());

const text = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label} debe ser texto.` })
      .trim()
      .max(max, { error: `${label}: máximo ${max} caracteres.` }),
  );

const flag = (label: string) => z.boolean({ error: `${label} debe ser verdadero o falso.` });

const intIn = (min: number, max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${label} debe ser un número entre ${min} y ${max}.` })
      .int({ error: `${label} debe ser un número entero.` })
      .min(min, { error: `${label} debe ser un número entre ${min} y ${max}.` })
      .max(max, { error: `${label} debe ser un número entre ${min} y ${max}.` }),
  );

/** An uploaded image (`/api/media/…`, see POST /admin/media/images) or an http(s) address; empty → null. */
const imageUrl = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string({ error: `${label}: dirección inválida.` })
      .trim()
      .max(2000, { error: `${label}: dirección demasiado larga.` })
      .refine((v) => /^\/api\/media\/[A-Za-z0-9_.-]+$/.test(v) || /^https?:\/\/[^\s<>"']+$/i.test(v), {
        error: `${label}: usa una dirección http(s) o sube una imagen.`,
      })
      .nullable(),
  );

/** A secret as kept by the server (plain text in memory, encrypted in the database; '' = not set). */
const secret = (label: string) => text(500, label);

// ---------- groups ----------

/** What the API answers for a secret: whether it is set and its last four characters. */
const secretStateSchema = z.object({ isSet: z.boolean(), last4: z.string().nullable() });
type SecretState = z.infer<typeof secretStateSchema>;

export const PAYMENT_GATEWAYS = ['Desactivada', 'Stripe', 'MercadoPago', 'Culqi'] as const;

const DEFAULT_PRIMARY_COLOR = '#0b3d91';
const DEFAULT_SECONDARY_COLOR = '#f5b301';

const enumField = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.trim().toLowerCase()) ?? v) : v),
    z.enum(values, { error: message }),
  );

const groupFields = {
  branding: {
    logoUrl: imageUrl('Logo'),
    primaryColor: color('Color principal'),
    secondaryColor: color('Color secundario'),
  },
  theme: {
    scheme: enumField(THEME_SCHEMES, 'Tema inválido (Claro, Oscuro o Auto).'),
  },
  payments: {
    gateway: enumField(PAYMENT_GATEWAYS, 'Pasarela inválida (Desactivada, Stripe, MercadoPago o Culqi).'),
    publicKey: text(500, 'Clave pública'),
    secretKey: secret('Clave secreta'),
    webhookSecret: secret('Clave de firma de los avisos de pago'),
    bank: text(120, 'Banco'),
    accountNumber: text(40, 'Número de cuenta'),
    cci: text(40, 'CCI'),
    holder: text(200, 'Titular'),
    yapePlinPhone: text(20, 'Teléfono Yape/Plin'),
    allowSandboxInProduction: flag('Permitir la pasarela de pruebas en producción'),
    graceDays: intIn(0, 90, 'Días de gracia'),
  },
  smtp: {
    host: text(255, 'Servidor SMTP'),
    port: intIn(1, 65535, 'Puerto'),
    secure: flag('Conexión segura (TLS)'),
    user: text(255, 'Usuario SMTP'),
    password: secret('Contraseña SMTP'),
    from: text(255, 'Remitente'),
    confirmRegistrations: flag('Confirmar el correo de las cuentas nuevas'),
  },
  sso: {
    googleEnabled: flag('Google'),
    googleClientId: text(300, 'Identificador de cliente de Google'),
    googleClientSecret: secret('Clave secreta de cliente de Google'),
    microsoftEnabled: flag('Microsoft'),
    microsoftClientId: text(300, 'Identificador de cliente de Microsoft'),
    microsoftClientSecret: secret('Clave secreta de cliente de Microsoft'),
    microsoftTenant: text(100, 'Directorio (inquilino) de Microsoft'),
  },
  certificates: {
    prefix: z
      .string({ error: 'Prefijo inválido (letras, números y guiones; máximo 20).' })
      .trim()
      .regex(/^[A-Za-z0-9-]{1,20}$/, { error: 'Prefijo inválido (letras, números y guiones; máximo 20).' })
      .transform((v) => v.toUpperCase()),
    currentNumber: intIn(0, 99_999_999, 'Número actual'),
    signatureImage: imageUrl('Firma'),
    signerName: text(120, 'Firmante'),
  },
  notifications: {
    emailEnabled: flag('Notificaciones por correo'),
    pushEnabled: flag('Notificaciones push'),
  },
  academic: {
    passingMark: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z
        .number({ error: 'Nota aprobatoria: un número entre 0 y 20.' })
        .min(0, { error: 'Nota aprobatoria: un número entre 0 y 20.' })
        .max(20, { error: 'Nota aprobatoria: un número entre 0 y 20.' })
        .transform((n) => Math.round(n * 100) / 100),
    ),
    /** The attendance (%) a participant needs for the course certificate. */
    minAttendance: intIn(0, 100, 'Asistencia mínima'),
  },
} as const;

const brandingSettingsSchema = z.object(groupFields.branding);
const themeSettingsSchema = z.object(groupFields.theme);
const paymentsSettingsSchema = z.object(groupFields.payments);
const smtpSettingsSchema = z.object(groupFields.smtp);
const ssoSettingsSchema = z.object(groupFields.sso);
const certificatesSettingsSchema = z.object(groupFields.certificates);
const notificationsSettingsSchema = z.object(groupFields.notifications);
const academicSettingsSchema = z.object(groupFields.academic);

/** The value schema of each group (all fields present). */
export const settingsSchemas = {
  branding: brandingSettingsSchema,
  theme: themeSettingsSchema,
  payments: paymentsSettingsSchema,
  smtp: smtpSettingsSchema,
  sso: ssoSettingsSchema,
  certificates: certificatesSettingsSchema,
  notifications: notificationsSettingsSchema,
  academic: academicSettingsSchema,
} as const;

export type SettingsValues = { [G in SettingsGroup]: z.output<(typeof settingsSchemas)[G]> };
export type SmtpSettings = SettingsValues['smtp'];

/** Every group's value when nothing is stored. */
export const SETTINGS_DEFAULTS: SettingsValues = {
  branding: { logoUrl: null, primaryColor: DEFAULT_PRIMARY_COLOR, secondaryColor: DEFAULT_SECONDARY_COLOR },
  theme: { scheme: 'Claro' },
  payments: {
    gateway: 'Desactivada',
    publicKey: '',
    secretKey: '',
    webhookSecret: '',
    bank: '',
    accountNumber: '',
    cci: '',
    holder: '',
    yapePlinPhone: '',
    allowSandboxInProduction: false,
    graceDays: 3,
  },
  smtp: {
    host: '',
    port: 587,
    secure: false,
    user: '',
    password: '',
    from: 'INPRO <no-reply@inpro.edu.pe>',
    confirmRegistrations: true,
  },
  sso: {
    googleEnabled: false,
    googleClientId: '',
    googleClientSecret: '',
    microsoftEnabled: false,
    microsoftClientId: '',
    microsoftClientSecret: '',
    microsoftTenant: 'common',
  },
  certificates: { prefix: 'INPRO', currentNumber: 0, signatureImage: null, signerName: 'Dirección Académica' },
  notifications: { emailEnabled: true, pushEnabled: false },
  academic: { passingMark: 11, minAttendance: DEFAULT_MIN_ATTENDANCE },
};

/** Secret fields of each group: encrypted at rest, answered only as `{isSet, last4}`. */
export const SETTINGS_SECRETS = {
  branding: [],
  theme: [],
  payments: ['secretKey', 'webhookSecret'],
  smtp: ['password'],
  sso: ['googleClientSecret', 'microsoftClientSecret'],
  certificates: [],
  notifications: [],
  academic: [],
} as const satisfies { [G in SettingsGroup]: readonly (keyof SettingsValues[G])[] };

type SettingsSecretKey<G extends SettingsGroup> = (typeof SETTINGS_SECRETS)[G][number];

/** A group as the API answers it: secrets replaced by their state. */
export type SettingsView<G extends SettingsGroup> = Omit<SettingsValues[G], SettingsSecretKey<G>> & {
  [K in SettingsSecretKey<G>]: SecretState;
};

/** PUT body of a group: any subset of its fields; secrets: text sets, null clears, absent keeps. */
export type SettingsPatch<G extends SettingsGroup> = Partial<Omit<SettingsValues[G], SettingsSecretKey<G>>> & {
  [K in SettingsSecretKey<G>]?: string | null;
};

function secretKeys(group: SettingsGroup): readonly string[] {
  return SETTINGS_SECRETS[group] as readonly string[];
}

const str = z.string();
const nullableStr = z.string().nullable();
const bool = z.boolean();
const num = z.number();

/**
 * Plain (transform-free) shapes of each group's view: the response schemas (the serializer
 * encodes answers, so they cannot carry the input schemas' transforms).
 */
const viewFields: { [G in SettingsGroup]: Record<keyof SettingsValues[G], z.ZodType> } = {
  branding: { logoUrl: nullableStr, primaryColor: str, secondaryColor: str },
  theme: { scheme: z.enum(THEME_SCHEMES) },
  payments: {
    gateway: z.enum(PAYMENT_GATEWAYS),
    publicKey: str,
    secretKey: secretStateSchema,
    webhookSecret: secretStateSchema,
    bank: str,
    accountNumber: str,
    cci: str,
    holder: str,
    yapePlinPhone: str,
    allowSandboxInProduction: bool,
    graceDays: num,
  },
  smtp: { host: str, port: num, secure: bool, user: str, password: secretStateSchema, from: str, confirmRegistrations: bool },
  sso: {
    googleEnabled: bool,
    googleClientId: str,
    googleClientSecret: secretStateSchema,
    microsoftEnabled: bool,
    microsoftClientId: str,
    microsoftClientSecret: secretStateSchema,
    microsoftTenant: str,
  },
  certificates: { prefix: str, currentNumber: num, signatureImage: nullableStr, signerName: str },
  notifications: { emailEnabled: bool, pushEnabled: bool },
  academic: { passingMark: num, minAttendance: num },
};

/** The view schema of a group (response of GET/PUT /admin/settings/{group}). */
export function settingsViewSchema(group: SettingsGroup) {
  return z.object(viewFields[group] as Record<string, z.ZodType>);
}

/** The patch schema of a group (body of PUT /admin/settings/{group}); unknown fields are refused. */
export function settingsPatchSchema(group: SettingsGroup) {
  const fields: Record<string, z.ZodType> = {};
  for (const [k, f] of Object.entries(groupFields[group] as Record<string, z.ZodType>)) {
    fields[k] = secretKeys(group).includes(k)
      ? z.preprocess(
          (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
          z.string({ error: 'Debe ser texto.' }).trim().max(500, { error: 'Máximo 500 caracteres.' }).nullable(),
        )
      : f;
  }
  return z
    .strictObject(fields, { error: (iss) => (iss.code === 'unrecognized_keys' ? `Campo desconocido: ${iss.keys.join(', ')}.` : undefined) })
    .partial();
}

/**
 * The PUT body a settings form sends, checked: `changes(values)` takes from the form's values the
 * fields it changed, and only those are checked, with the PUT body's own schema
 * (`settingsPatchSchema`, the server's rule for a patch). A stored value the person did not touch is
 * never checked again, so one that a newer rule refuses does not block every save of its group.
 * The output is the patch to send.
 */
export function settingsChangesSchema<T>(group: SettingsGroup, changes: (values: T) => Record<string, unknown>) {
  return z.preprocess((values) => changes(values as T), settingsPatchSchema(group));
}

/** The last four characters of a secret, or null when it is too short to show any. */
function secretLast4(value: string): string | null {
  return value.length >= 8 ? value.slice(-4) : null;
}

/** Turns a value into its view: each secret becomes `{isSet, last4}`. */
export function toSettingsView<G extends SettingsGroup>(group: G, value: SettingsValues[G]): SettingsView<G> {
  const out: Record<string, unknown> = { ...value };
  for (const k of secretKeys(group)) {
    const s = String((value as Record<string, unknown>)[k] ?? '');
    out[k] = { isSet: s.length > 0, last4: s ? secretLast4(s) : null };
  }
  return out as SettingsView<G>;
}

// ---------- public settings (no secrets; every visitor reads them) ----------

export const publicSettingsSchema = z.object({
  branding: z.object({ logoUrl: z.string().nullable(), primaryColor: z.string(), secondaryColor: z.string() }),
  theme: z.object({ scheme: z.enum(THEME_SCHEMES) }),
  /** Sign-in buttons: true only when the provider is enabled and configured (client id and secret). */
  sso: z.object({ google: z.boolean(), microsoft: z.boolean() }),
  payments: z.object({
    gateway: z.enum(PAYMENT_GATEWAYS),
    publicKey: z.string(),
    bank: z.string(),
    accountNumber: z.string(),
    cci: z.string(),
    holder: z.string(),
    yapePlinPhone: z.string(),
    /** The provider's tokenising card script (MercadoPago.js) when the gateway needs one. */
    sdkUrl: z.string().optional(),
  }),
  academic: z.object({ passingMark: z.number() }),
});

/** MercadoPago.js v2: the card fields (iframes of MercadoPago) that turn a card into a token in the browser. */
export const MERCADOPAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The public part of the settings (pure: the server and the tests compute it the same way). */
export function toPublicSettings(v: Pick<SettingsValues, 'branding' | 'theme' | 'sso' | 'payments' | 'academic'>): PublicSettings {
  const p = v.payments;
  return {
    branding: { logoUrl: v.branding.logoUrl, primaryColor: v.branding.primaryColor, secondaryColor: v.branding.secondaryColor },
    theme: { scheme: v.theme.scheme },
    sso: {
      google: v.sso.googleEnabled && !!v.sso.googleClientId && !!v.sso.googleClientSecret,
      microsoft: v.sso.microsoftEnabled && !!v.sso.microsoftClientId && !!v.sso.microsoftClientSecret,
    },
    payments: {
      gateway: p.gateway,
      publicKey: p.gateway === 'Desactivada' ? '' : p.publicKey,
      bank: p.bank,
      accountNumber: p.accountNumber,
      cci: p.cci,
      holder: p.holder,
      yapePlinPhone: p.yapePlinPhone,
    },
    academic: { passingMark: v.academic.passingMark },
  };
}

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = toPublicSettings(SETTINGS_DEFAULTS);

// ---------- test mail ----------

export const smtpTestSchema = z.object({
  to: z
    .string({ error: 'Indica el correo de destino.' })
    .trim()
    .min(1, { error: 'Indica el correo de destino.' })
    .pipe(z.email({ error: 'Correo de destino inválido.' })),
});
export const smtpTestResultSchema = z.object({ sent: z.boolean(), message: z.string() });
export type SmtpTestResult = z.infer<typeof smtpTestResultSchema>;
