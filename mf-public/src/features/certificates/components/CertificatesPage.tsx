import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from '@inpro/ui/router';
import { CERTIFICATE_QUERY_REQUIRED } from '@inpro/shared-contracts';
import { buttonClass, TextField, usePageTitle, useHttp } from '@inpro/ui';
import { fieldBinder, uiStyles } from '../../../app/ui';
import { verifyCertificate, type CertificateLookup } from '../api/verifyCertificate';
import { verifyPublicCode } from '../api/verifyPublicCode';
import { useCertificateLookup } from '../hooks/useCertificateLookup';
import { CertificateResultCard } from './CertificateResultCard';
import { LookupForm } from './LookupForm';
import styles from './Certificates.module.css';

export const PUBLIC_CODE_REQUIRED = 'Ingresa el código de verificación.';

interface LookupValues {
  code: string;
  dni: string;
  publicCode: string;
}

/** The lookup fields show no field errors: a missing value is one message for the whole form. */
const NO_FIELD_ERRORS: Partial<Record<keyof LookupValues, string>> = {};

/** /certificados: verification of issued certificates by student code + DNI, or by the printed code (?codigo= from the QR). */
export function CertificatesPage() {
  const http = useHttp();
  const [params] = useSearchParams();
  const codeFromLink = (params.get('codigo') ?? '').trim();
  const [values, setValues] = useState<LookupValues>({ code: '', dni: '', publicCode: codeFromLink });
  const set = <K extends keyof LookupValues>(key: K, value: LookupValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const field = fieldBinder(values, NO_FIELD_ERRORS, set);
  const [selected, setSelected] = useState<string | null>(null);
  const { state, run, fail } = useCertificateLookup();
  const searching = state.status === 'searching';
  usePageTitle('Certificaciones');

  useEffect(() => {
    if (!codeFromLink) return;
    setValues((v) => ({ ...v, publicCode: codeFromLink }));
    setSelected(null);
    void run(() => verifyPublicCode(http, codeFromLink));
  }, [codeFromLink, http, run]);

  /** A submit handler: every value is required (trimmed), then the lookup runs with them. */
  const submitWith =
    (required: string, values: readonly string[], lookup: (...trimmed: string[]) => Promise<CertificateLookup>) => (e: FormEvent) => {
      e.preventDefault();
      if (searching) return;
      const trimmed = values.map((v) => v.trim());
      if (trimmed.some((v) => !v)) {
        fail(required);
        return;
      }
      setSelected(null);
      void run(() => lookup(...trimmed));
    };
  const onSubmit = submitWith(CERTIFICATE_QUERY_REQUIRED, [values.code, values.dni], (c, d) => verifyCertificate(http, c, d));
  const onPublicSubmit = submitWith(PUBLIC_CODE_REQUIRED, [values.publicCode], (c) => verifyPublicCode(http, c));

  const lookup = state.status === 'found' ? state.lookup : null;
  const shown = lookup ? (lookup.all.find((c) => c.folio === selected) ?? lookup.result) : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Certificaciones</h1>
      <p className={styles.lead}>Verifica la autenticidad de los certificados emitidos por el Instituto Nacional de Profesionalización.</p>

      <section className={styles.card} aria-labelledby="verify-title">
        <h2 id="verify-title">Verificar certificado</h2>
        <LookupForm
          label="Verificar por código de alumno y DNI"
          onSubmit={onSubmit}
          variant="primary"
          submitText={searching ? 'Buscando…' : 'Verificar'}
          searching={searching}
        >
          <TextField label="Código de alumno" placeholder="Ej.: A2026-0001" autoComplete="off" required {...field('code')} />
          <TextField label="DNI" placeholder="8 dígitos" inputMode="numeric" autoComplete="off" required {...field('dni')} />
        </LookupForm>

        <LookupForm
          label="Verificar por código de verificación"
          onSubmit={onPublicSubmit}
          variant="secondary"
          submitText="Comprobar código"
          searching={searching}
        >
          <TextField
            label="Código de verificación"
            placeholder="Ej.: G685-53Z3-GTR6"
            hint="Figura al pie del certificado y de la constancia."
            autoComplete="off"
            {...field('publicCode')}
          />
        </LookupForm>

        <div aria-live="polite">
          {searching ? <p role="status">Buscando certificado…</p> : null}
          {state.status === 'error' ? (
            <p className={uiStyles.alert} role="alert">
              {state.message}
            </p>
          ) : null}
        </div>
      </section>

      {lookup && lookup.all.length > 1 ? (
        <nav className={styles.card} aria-labelledby="certificates-list-title">
          <h2 id="certificates-list-title">Certificados emitidos ({lookup.all.length})</h2>
          <ul className={styles.list}>
            {lookup.all.map((c) => (
              <li key={c.folio}>
                <button
                  type="button"
                  className={buttonClass(c.folio === shown?.folio ? 'primary' : 'secondary', 'sm')}
                  aria-pressed={c.folio === shown?.folio}
                  onClick={() => setSelected(c.folio)}
                >
                  {c.curso} · {c.fecha}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {shown ? <CertificateResultCard key={shown.folio} result={shown} /> : null}

      <section className={styles.card} aria-labelledby="verify-info-title">
        <h2 id="verify-info-title">Información sobre la verificación</h2>
        <p>
          Todos los certificados y constancias que emite el instituto quedan registrados con un número de folio y un código de verificación
          únicos. Con esta consulta cualquier entidad o empleador puede confirmar que un documento es auténtico.
        </p>
        <ol className={styles.steps}>
          <li>
            Ingresa el código de alumno y el DNI del participante (8 dígitos), o el código de verificación impreso al pie del documento.
          </li>
          <li>Revisa que el nombre, el curso, el folio y la fecha coincidan con el documento que tienes a la vista.</li>
          <li>Consulta el certificado o la constancia en PDF y descárgalos si necesitas una copia.</li>
        </ol>
        <p>
          Si los datos no coinciden o no encuentras tu certificado, escríbenos desde la página de Contacto indicando tu código de alumno.
        </p>
      </section>
    </div>
  );
}
