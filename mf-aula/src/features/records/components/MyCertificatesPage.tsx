import { QRCodeSVG } from 'qrcode.react';
import { MY_CERTIFICATES_EMPTY, formatDate, type MyCertificate } from '@inpro/shared-contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  FirstLoad,
  LoadingText,
  buttonClass,
  loadError,
  useOnlineAction,
  useToast,
  type OnlineAction,
} from '@inpro/ui';
import { downloadError } from '@inpro/ui/files';
import { PageHeading } from '../../../app/PageHeading';
import { useDownloadTranscript } from '../hooks/useDownloadTranscript';
import { useMyCertificates } from '../hooks/useRecords';
import styles from './Records.module.css';

export const CERTIFICATES_ERROR = 'No se pudieron cargar tus certificados.';
export const TRANSCRIPT_ERROR = 'No se pudo descargar tu récord académico.';

/** The absolute address of a site path (what the QR holds). */
const absolute = (path: string) => new URL(path, window.location.origin).href;

/** A certificate's PDF: a link online; offline (the PDF is made by the server) a disabled button saying why. */
function PdfLink({ href, className, online, children }: { href: string; className: string; online: OnlineAction; children: string }) {
  if (online.offline)
    return (
      <button type="button" className={className} disabled aria-describedby={online.describedBy}>
        {children}
      </button>
    );
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

function CertificateCard({ c, online }: { c: MyCertificate; online: OnlineAction }) {
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
          <PdfLink className={buttonClass('primary', 'sm')} href={c.certificateUrl} online={online}>
            Certificado (PDF)
          </PdfLink>
          <PdfLink className={buttonClass('secondary', 'sm')} href={c.constanciaUrl} online={online}>
            Constancia (PDF)
          </PdfLink>
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
  // The PDFs are made by the server when asked: offline they cannot be downloaded.
  const online = useOnlineAction();
  let list;
  if (certificates.isPending)
    list = (
      <FirstLoad query={certificates}>
        <LoadingText>Cargando tus certificados…</LoadingText>
      </FirstLoad>
    );
  // A failed refresh keeps what the screen had (offline, the worker's copy or the last answer).
  else if (certificates.isLoadingError)
    list = <ErrorState message={loadError(certificates.error, CERTIFICATES_ERROR)} onRetry={() => certificates.refetch()} />;
  else if (certificates.data.length === 0) list = <EmptyState title="Sin certificados" message={MY_CERTIFICATES_EMPTY} />;
  else
    list = (
      <ul className={styles.list} aria-label="Tus certificados">
        {certificates.data.map((c) => (
          <CertificateCard key={c.folio} c={c} online={online} />
        ))}
      </ul>
    );
  return (
    <section>
      <PageHeading title="Mis certificados" subtitle="Tus certificados emitidos y tu récord académico." />
      <div className={styles.panel}>
        <h2>Récord académico</h2>
        <p>Tus cursos con la nota final, las horas académicas y las fechas, en un PDF.</p>
        {online.reason}
        <Button
          variant="secondary"
          disabled={online.offline}
          aria-describedby={online.describedBy}
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
