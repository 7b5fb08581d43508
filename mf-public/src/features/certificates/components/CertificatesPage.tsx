import { useState, type FormEvent } from 'react';
import { CERTIFICATE_NOT_FOUND, CERTIFICATE_QUERY_REQUIRED, errorMessage } from '@inpro/shared-contracts';
import { buttonClass, TextField, usePageTitle, useHttp } from '@inpro/ui';
import { uiStyles } from '../../../app/ui';
import { verifyCertificate, type CertificateResult } from '../api/verifyCertificate';
import { CertificateResultCard } from './CertificateResultCard';
import styles from './Certificates.module.css';


type LookupState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; result: CertificateResult }
  | { status: 'error'; message: string };

/** /certificados: verification of an issued certificate by student code and DNI. */
export function CertificatesPage() {
  const http = useHttp();
  const [code, setCode] = useState('');
  const [dni, setDni] = useState('');
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const searching = state.status === 'searching';
  usePageTitle('Certificaciones');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (searching) return;
    const c = code.trim();
    const d = dni.trim();
    if (!c || !d) {
      setState({ status: 'error', message: CERTIFICATE_QUERY_REQUIRED });
      return;
    }
    setState({ status: 'searching' });
    try {
      const result = await verifyCertificate(http, c, d);
      setState({ status: 'found', result });
    } catch (err) {
      const status = (err as { response?: { status?: number } })?.response?.status;
      setState({
        status: 'error',
        message: status === 404 ? CERTIFICATE_NOT_FOUND : errorMessage(err, 'No se pudo verificar el certificado.'),
      });
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Certificaciones</h1>
      <p className={styles.lead}>Verifica la autenticidad de los certificados emitidos por el Instituto Nacional de Profesionalización.</p>

      <section className={styles.card} aria-labelledby="verify-title">
        <h2 id="verify-title">Verificar certificado</h2>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
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
        <div aria-live="polite">
          {searching ? <p role="status">Buscando certificado…</p> : null}
          {state.status === 'error' ? (
            <p className={uiStyles.alert} role="alert">
              {state.message}
            </p>
          ) : null}
        </div>
      </section>

      {state.status === 'found' ? <CertificateResultCard result={state.result} /> : null}

      <section className={styles.card} aria-labelledby="verify-info-title">
        <h2 id="verify-info-title">Información sobre la verificación</h2>
        <p>
          Todos los certificados y constancias que emite el instituto quedan registrados con un número de folio único. Con esta consulta
          cualquier entidad o empleador puede confirmar que un documento es auténtico.
        </p>
        <ol className={styles.steps}>
          <li>Ingresa el código de alumno que figura en el certificado.</li>
          <li>Ingresa el DNI del participante (8 dígitos).</li>
          <li>Revisa que el nombre, el curso, el folio y la fecha coincidan con el documento que tienes a la vista.</li>
          <li>Descarga el certificado o la constancia en PDF si necesitas una copia.</li>
        </ol>
        <p>Si los datos no coinciden o no encuentras tu certificado, escríbenos desde la página de Contacto indicando tu código de alumno.</p>
      </section>
    </div>
  );
}
