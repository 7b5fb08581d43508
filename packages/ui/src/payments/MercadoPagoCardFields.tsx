import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { SelectField, TextField, useUniqueId } from '@inpro/ui';
import {
  CARD_DATA_INVALID,
  CARD_FORM_UNAVAILABLE,
  CARD_NOT_RECOGNISED,
  CARDHOLDER_REQUIRED,
  DOCUMENT_REQUIRED,
  type CardFieldsHandle,
} from './cardDetails';
import { loadMercadoPago, type MpField, type MpInstance, type MpPaymentMethod } from './mercadoPagoSdk';
import styles from './CardFields.module.css';

const SECURE_FIELDS = [
  { type: 'cardNumber', label: 'Número de tarjeta' },
  { type: 'expirationDate', label: 'Vencimiento (MM/AA)' },
  { type: 'securityCode', label: 'Código de seguridad' },
] as const;

const DEFAULT_DOCUMENT_TYPES = [{ id: 'DNI', name: 'DNI' }];

type Errors = Partial<Record<'holder' | 'document' | 'card', string>>;

/**
 * MercadoPago's own card fields (MercadoPago.js secure fields): the number, expiry and code are
 * typed into MercadoPago's frames and turned into a token by MercadoPago, so card data never
 * reaches the institute's server. The holder's name and document are ours to ask.
 */
export const MercadoPagoCardFields = forwardRef<CardFieldsHandle, { publicKey: string; sdkUrl: string }>(function MercadoPagoCardFields(
  { publicKey, sdkUrl },
  ref,
) {
  const baseId = useUniqueId('mp-card');
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [holder, setHolder] = useState('');
  const [docType, setDocType] = useState('DNI');
  const [docNumber, setDocNumber] = useState('');
  const [docTypes, setDocTypes] = useState(DEFAULT_DOCUMENT_TYPES);
  const [errors, setErrors] = useState<Errors>({});
  const mp = useRef<MpInstance | null>(null);
  const method = useRef<MpPaymentMethod | null>(null);
  const holderInput = useRef<HTMLInputElement>(null);
  const docInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let cancelled = false;
    const fields: MpField[] = [];
    loadMercadoPago(sdkUrl)
      .then((MercadoPago) => {
        if (cancelled) return;
        const instance = new MercadoPago(publicKey, { locale: 'es-PE' });
        mp.current = instance;
        for (const f of SECURE_FIELDS) fields.push(instance.fields.create(f.type, { placeholder: f.label }).mount(`${baseId}-${f.type}`));
        fields[0].on('binChange', ({ bin }) => {
          method.current = null;
          if (!bin) return;
          instance
            .getPaymentMethods({ bin })
            .then((r) => {
              method.current = r.results[0] ?? null;
            })
            .catch(() => undefined);
        });
        instance
          .getIdentificationTypes()
          .then((types) => {
            if (!cancelled && types.length) setDocTypes(types);
          })
          .catch(() => undefined);
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      for (const f of fields) f.unmount();
      mp.current = null;
    };
  }, [publicKey, sdkUrl, baseId]);

  useImperativeHandle(ref, () => ({
    tokenize: async () => {
      const found: Errors = {};
      if (!holder.trim()) found.holder = CARDHOLDER_REQUIRED;
      if (!docNumber.trim()) found.document = DOCUMENT_REQUIRED;
      if (!mp.current) found.card = CARD_FORM_UNAVAILABLE;
      setErrors(found);
      if (found.holder) holderInput.current?.focus();
      else if (found.document) docInput.current?.focus();
      if (Object.keys(found).length || !mp.current) return null;
      let token: { id: string };
      try {
        token = await mp.current.fields.createCardToken({
          cardholderName: holder.trim(),
          identificationType: docType,
          identificationNumber: docNumber.trim(),
        });
      } catch {
        setErrors({ card: CARD_DATA_INVALID });
        return null;
      }
      const brand = method.current;
      if (!brand) {
        setErrors({ card: CARD_NOT_RECOGNISED });
        return null;
      }
      const issuer = brand.issuer?.id;
      return { cardToken: token.id, paymentMethodId: brand.id, ...(issuer !== undefined ? { issuerId: String(issuer) } : {}) };
    },
  }));

  if (status === 'error') {
    return (
      <p className={styles.error} role="alert">
        {CARD_FORM_UNAVAILABLE}
      </p>
    );
  }
  return (
    <div aria-busy={status === 'loading'}>
      {status === 'loading' ? (
        <p className={styles.note} role="status">
          Cargando el formulario seguro de MercadoPago…
        </p>
      ) : null}
      <TextField
        ref={holderInput}
        label="Titular de la tarjeta"
        autoComplete="cc-name"
        required
        value={holder}
        error={errors.holder}
        onChange={(e) => setHolder(e.target.value)}
      />
      <div className={styles.group}>
        {SECURE_FIELDS.map((f) => (
          <div key={f.type} className={styles.secure}>
            <span id={`${baseId}-${f.type}-label`} className={styles.secureLabel}>
              {f.label}
            </span>
            <div id={`${baseId}-${f.type}`} className={styles.secureBox} role="group" aria-labelledby={`${baseId}-${f.type}-label`} />
          </div>
        ))}
      </div>
      <div className={styles.group}>
        <SelectField
          label="Tipo de documento"
          value={docType}
          onChange={(e) => setDocType(e.target.value)}
          options={docTypes.map((t) => ({ value: t.id, label: t.name }))}
        />
        <TextField
          ref={docInput}
          label="Número de documento"
          autoComplete="off"
          required
          value={docNumber}
          error={errors.document}
          onChange={(e) => setDocNumber(e.target.value)}
        />
      </div>
      {errors.card ? (
        <p className={styles.error} role="alert">
          {errors.card}
        </p>
      ) : null}
      <p className={styles.note}>Los datos de tu tarjeta los recibe MercadoPago; el instituto no los ve ni los guarda.</p>
    </div>
  );
});
