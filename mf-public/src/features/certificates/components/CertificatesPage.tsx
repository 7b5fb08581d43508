import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CERTIFICATE_QUERY_REQUIRED } from '@inpro/shared-contracts';
import { buttonClass, TextField, usePageTitle, useHttp } from '@inpro/ui';
import { uiStyles } from '../../../app/ui';
import { verifyCertificate, type CertificateLookup } from '../api/verifyCertificate';
import { verifyPublicCode } from '../api/verifyPublicCode';
import { useCertificateLookup } from '../hooks/useCertificateLookup';
import { CertificateResultCard } from './CertificateResultCard';
import styles from './Certificates.module.css';

export const PUBLIC_CODE_REQUIRED = 'Ingresa el código de verificación.';

/** /certificados: verification of issued certificates by student code + DNI, or by the printed code (?codigo= from the QR). */
export function CertificatesPage() {
  const http = useHttp();
  const [params] = useSearchParams();
  const codeFromLink = (params.get('codigo') ?? '').trim();
  const [code, setCode] = useState('');
  const [dni, setDni] = useState('');
  const [publicCode, setPublicCode] = useState(codeFromLink);
  const [selected, setSelected] = useState<string | null>(null);
  const { state, run, fail } = useCertificateLookup();
  const searching = state.status === 'searching';
  usePageTitle('Certificaciones');

  useEffect(() => {
    if (!codeFromLink) return;
    setPublicCode(codeFromLink);
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
  const onSubmit = submitWith(CERTIFICATE_QUERY_REQUIRED, [code, dni], (c, d) => verifyCertificate(http, c, d));
  const onPublicSubmit = submitWith(PUBLIC_CODE_REQUIRED, [publicCode], (c) => verifyPublicCode(http, c));

  const lookup = state.status === 'found' ? state.lookup : null;
  const shown = lookup ? (lookup.all.find((c) => c.folio === selected) ?? lookup.result) : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Certificaciones</h1>
      <p className={styles.lead}>Verifica la autenticidad de los certificados emitidos por el Instituto Nacional de Profesionalización.</p>

      <section className={styles.card} aria-labelledby="verify-title">
        <h2 id="verify-title">Verificar certificado</h2>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Verificar por código de alumno y DNI">
          <TextField
            label="Código de alumno"
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="Ej.: A2026-0001"
            autoComplete="off"
            required
          />
          <TextField
            label="DNI"
            name="dni"
            value={dni}
            onChange={(e) => setDni(e.target.value)}
            placeholder="8 dígitos"
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <div className={styles.formActions}>
            <button type="submit" className={buttonClass()} disabled={searching}>
              {searching ? 'Buscando…' : 'Verificar'}
            </button>
          </div>
        </form>

        <form className={styles.form} onSubmit={onPublicSubmit} noValidate aria-label="Verificar por código de verificación">
          <TextField
            label="Código de verificación"
            name="publicCode"
            value={publicCode}
            onChange={(e) => setPublicCode(e.target.value)}
            placeholder="Ej.: G685-53Z3-GTR6"
            hint="Figura al pie del certificado y de la constancia."
            autoComplete="off"
          />
          <div className={styles.formActions}>
            <button type="submit" className={buttonClass('secondary')} disabled={searching}>
              Comprobar código
            </button>
          </div>
        </form>

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
          <li>Ingresa el código de alumno y el DNI del participante (8 dígitos), o el código de verificación impreso al pie del documento.</li>
          <li>Revisa que el nombre, el curso, el folio y la fecha coincidan con el documento que tienes a la vista.</li>
          <li>Consulta el certificado o la constancia en PDF y descárgalos si necesitas una copia.</li>
        </ol>
        <p>Si los datos no coinciden o no encuentras tu certificado, escríbenos desde la página de Contacto indicando tu código de alumno.</p>
      </section>
    </div>
  );
}
