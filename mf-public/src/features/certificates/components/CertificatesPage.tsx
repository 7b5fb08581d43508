import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from '@inpro/ui/router';
import { certificateCodeFormSchema, certificateVerifyQuerySchema, normalizePublicCode } from '@inpro/shared-contracts';
import { buttonClass, TextField, usePageTitle } from '@inpro/ui';
import { useZodForm, type BoundField } from '@inpro/ui/forms';
import { uiStyles } from '../../../app/ui';
import { useCertificateLookup } from '../hooks/useCertificateLookup';
import { useVerifyCertificate } from '../hooks/useVerifyCertificate';
import { useVerifyPublicCode } from '../hooks/useVerifyPublicCode';
import { CertificateResultCard } from './CertificateResultCard';
import { LookupForm } from './LookupForm';
import styles from './Certificates.module.css';

const LOOKUP_FAILED = 'No se pudo verificar el certificado.';

/** A lookup field: marked invalid when missing, its message said once for the whole form (LookupForm). */
function lookupField({ error, ...field }: BoundField) {
  return { ...field, 'aria-invalid': error ? (true as const) : undefined };
}

/** /certificados: verification of issued certificates by student code + DNI, or by the printed code (?codigo= from the QR). */
export function CertificatesPage() {
  const { mutateAsync: verifyCertificate } = useVerifyCertificate();
  const { mutateAsync: verifyPublicCode } = useVerifyPublicCode();
  const [params] = useSearchParams();
  const codeFromLink = normalizePublicCode((params.get('codigo') ?? '').trim());
  const [selected, setSelected] = useState<string | null>(null);
  const { state, run, clear } = useCertificateLookup();
  const searching = state.status === 'searching';
  usePageTitle('Certificaciones');

  const byStudent = useZodForm({
    schema: certificateVerifyQuerySchema,
    defaultValues: { code: '', dni: '' },
    failure: LOOKUP_FAILED,
    onSubmit: ({ code, dni }) => run(() => verifyCertificate({ code, dni })),
  });
  const byCode = useZodForm({
    schema: certificateCodeFormSchema,
    defaultValues: { publicCode: codeFromLink },
    failure: LOOKUP_FAILED,
    onSubmit: ({ publicCode }) => run(() => verifyPublicCode(publicCode)),
  });
  /**
   * A form's submit: one lookup at a time (Enter in a field while one runs does nothing); the last
   * result or message goes away, then the form shows what is missing or the lookup runs.
   */
  const submitOf = (form: typeof byStudent | typeof byCode) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (searching) return;
    clear();
    setSelected(null);
    void form.submit(e);
  };

  const { setValue } = byCode.form;
  useEffect(() => {
    if (!codeFromLink) return;
    setValue('publicCode', codeFromLink);
    setSelected(null);
    void run(() => verifyPublicCode(codeFromLink));
  }, [codeFromLink, verifyPublicCode, run, setValue]);

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
          onSubmit={submitOf(byStudent)}
          message={byStudent.errors.code ?? byStudent.errors.dni}
          variant="primary"
          submitText={searching ? 'Buscando…' : 'Verificar'}
          searching={searching}
        >
          <TextField
            label="Código de alumno"
            placeholder="Ej.: A2026-0001"
            autoComplete="off"
            required
            {...lookupField(byStudent.field('code'))}
          />
          <TextField
            label="DNI"
            placeholder="8 dígitos"
            inputMode="numeric"
            autoComplete="off"
            required
            {...lookupField(byStudent.field('dni'))}
          />
        </LookupForm>

        <LookupForm
          label="Verificar por código de verificación"
          onSubmit={submitOf(byCode)}
          message={byCode.errors.publicCode}
          variant="secondary"
          submitText="Comprobar código"
          searching={searching}
        >
          <TextField
            label="Código de verificación"
            placeholder="Ej.: G685-53Z3-GTR6"
            hint="Figura al pie del certificado y de la constancia."
            autoComplete="off"
            {...lookupField(byCode.field('publicCode'))}
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
