import { QRCodeSVG } from 'qrcode.react';
import { MY_CERTIFICATES_EMPTY, formatDate, type MyCertificate } from '@inpro/shared-contracts';
import { Button, EmptyState, ErrorState, LoadingText, buttonClass, loadError, useToast } from '@inpro/ui';
import { downloadError } from '@inpro/ui/files';
import { PageHeading } from '../../../app/PageHeading';
import { useDownloadTranscript } from '../hooks/useDownloadTranscript';
import { useMyCertificates } from '../hooks/useRecords';
import styles from './Records.module.css';

export const CERTIFICATES_ERROR = 'No se pudieron cargar tus certificados.';
export const TRANSCRIPT_ERROR = 'No se pudo descargar tu récord académico.';

/** The absolute address of a site path (what the QR holds). */
const absolute = (path: string) => new URL(path, window.location.origin).href;

function CertificateCard({ c }: { c: MyCertificate }) {
  const verifyUrl = absolute(c.verifyPath);
  return (
    <li className={styles.card} data-testid="my-certificate">
      <div className={styles.cardBody}>
        <h3>{c.courseTitle}</h3>
        <dl className={styles.facts}>
          <dt>Folio</dt>
          <dd>{c.folio}</dd>
          <dt>Código</dt>
          <dd className={styles.code}>{c.publicCode}</dd>
          <dt>Horas</dt>
          <dd>{c.hours} horas académicas</dd>
          <dt>Emitido</dt>
          <dd>{formatDate(c.issuedAt)}</dd>
        </dl>
        <div className={styles.actions}>
          <a className={buttonClass('primary', 'sm')} href={c.certificateUrl} target="_blank" rel="noopener">
            Certificado (PDF)
          </a>
          <a className={buttonClass('secondary', 'sm')} href={c.constanciaUrl} target="_blank" rel="noopener">
            Constancia (PDF)
          </a>
          <a className={buttonClass('ghost', 'sm')} href={c.verifyPath}>
            Verificar en línea
          </a>
        </div>
      </div>
      <div className={styles.qr}>
        <QRCodeSVG value={verifyUrl} size={112} role="img" aria-label={`Código QR de verificación del certificado ${c.publicCode}`} />
      </div>
    </li>
  );
}

/** /aula/certificados: the transcript PDF and the student's issued certificates, each with its PDFs, public code and QR. */
export function MyCertificatesPage() {
  const toast = useToast();
  const certificates = useMyCertificates();
  const { mutateAsync: downloadTranscript } = useDownloadTranscript();
  let list;
  if (certificates.isPending) list = <LoadingText>Cargando tus certificados…</LoadingText>;
  else if (certificates.isError)
    list = <ErrorState message={loadError(certificates.error, CERTIFICATES_ERROR)} onRetry={() => certificates.refetch()} />;
  else if (certificates.data.length === 0) list = <EmptyState title="Sin certificados" message={MY_CERTIFICATES_EMPTY} />;
  else
    list = (
      <ul className={styles.list} aria-label="Tus certificados">
        {certificates.data.map((c) => (
          <CertificateCard key={c.folio} c={c} />
        ))}
      </ul>
    );
  return (
    <section>
      <PageHeading title="Mis certificados" subtitle="Tus certificados emitidos y tu récord académico." />
      <div className={styles.panel}>
        <h2>Récord académico</h2>
        <p>Tus cursos con la nota final, las horas académicas y las fechas, en un PDF.</p>
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await downloadTranscript();
            } catch (err) {
              toast.error(await downloadError(err, TRANSCRIPT_ERROR));
            }
          }}
        >
          Descargar récord académico (PDF)
        </Button>
      </div>
      <h2>Certificados</h2>
      {list}
    </section>
  );
}
