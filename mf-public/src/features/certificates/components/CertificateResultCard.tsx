import { useState } from 'react';
import { formatDate } from '@inpro/shared-contracts';
import { Tabs, useApiUrl } from '@inpro/ui';
import { DetailList, uiStyles } from '../../../app/ui';
import type { CertificateResult } from '../model/certificateLookup';
import styles from './Certificates.module.css';

/** Absolute paths are kept; a path relative to the API goes through the shell's client. */
function documentUrl(apiUrl: (path: string) => string, value: string): string {
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/')) return value;
  return apiUrl(`/${value}`);
}

function PdfView({ url, title, fileName }: { url: string; title: string; fileName: string }) {
  if (!url) return <p>Documento no disponible.</p>;
  return (
    <div>
      <iframe className={styles.viewer} src={url} title={title} loading="lazy" />
      <a className={`${uiStyles.link} ${styles.download}`} href={url} download={fileName} target="_blank" rel="noopener noreferrer">
        Descargar {title} (PDF)
      </a>
    </div>
  );
}

/** The verified certificate: its data and the two documents in accessible tabs. */
export function CertificateResultCard({ result }: { result: CertificateResult }) {
  const apiUrl = useApiUrl();
  const [tab, setTab] = useState('certificado');
  // The API sends dd/mm/aaaa; an ISO date is formatted the same way.
  const fecha = /^\d{4}-\d{2}-\d{2}/.test(result.fecha) ? formatDate(result.fecha.slice(0, 10)) : result.fecha;
  return (
    <section className={styles.card} aria-labelledby="certificate-result-title">
      <h2 id="certificate-result-title">Certificado verificado</h2>
      <DetailList
        className={styles.details}
        items={[
          { label: 'Participante', value: result.participante },
          { label: 'DNI', value: result.dni },
          { label: 'Folio', value: result.folio },
          { label: 'Curso', value: result.curso },
          { label: 'Fecha', value: fecha },
          ...(result.horas ? [{ label: 'Horas', value: result.horas }] : []),
          ...(result.codigo ? [{ label: 'Código de verificación', value: result.codigo }] : []),
        ]}
      />
      <Tabs
        label="Documentos del certificado"
        selectedId={tab}
        onChange={setTab}
        tabs={[
          { id: 'certificado', label: 'Certificado (PDF)', name: 'Certificado', src: result.certificadoImg },
          { id: 'constancia', label: 'Constancia', name: 'Constancia', src: result.constanciaImg },
        ].map(({ id, label, name, src }) => ({
          id,
          label,
          content: (
            <PdfView
              url={documentUrl(apiUrl, src)}
              title={`${name} de ${result.participante}`}
              fileName={`${id}-${result.folio || result.dni}.pdf`}
            />
          ),
        }))}
      />
    </section>
  );
}
