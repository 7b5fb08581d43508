import { Link } from '@inpro/ui/router';
import { downloadHref, isExam, resourceHref, type Resource } from '@inpro/shared-contracts';
import { Button, useApiUrl, type OnlineAction } from '@inpro/ui';
import { useKeptFile, useKeptFileUrl } from '../hooks/useKeptFile';
import { KeepOfflineButton } from './KeepOfflineButton';
import styles from './Materials.module.css';

export interface ResourceActionsProps {
  resource: Resource;
  courseId: number;
  /** Called when the student opens the resource (it counts toward progress). */
  onOpen: (resource: Resource) => void;
  /** The connection: offline, a stored file opens only from its kept copy (the reason is the page's). */
  online: OnlineAction;
}

/**
 * 'Abrir' (new tab) and 'Descargar' (files path), 'Ir a la evaluación' for an exam, or a disabled
 * 'Sin archivo'; a PDF can be kept on the device («Disponible sin conexión») and then opens offline.
 */
export function ResourceActions({ resource, courseId, onOpen, online }: ResourceActionsProps) {
  const apiUrl = useApiUrl();
  const file = useKeptFile(resource);
  const keptUrl = useKeptFileUrl(file.where, online.offline && file.kept);
  const name = resource.title || resource.name;
  if (isExam(resource)) {
    // The evaluation an exam resource belongs to (classroom contract; absent on older servers).
    const evaluationId = (resource as Resource & { evaluationId?: number | null }).evaluationId;
    return evaluationId ? (
      <Link
        to={`/aula/evaluaciones/${courseId}/${evaluationId}`}
        onClick={() => onOpen(resource)}
        aria-label={`Ir a la evaluación: ${name}`}
      >
        Ir a la evaluación
      </Link>
    ) : (
      <span className={styles.muted}>Evaluación no publicada</span>
    );
  }
  const href = resourceHref(resource.url, apiUrl);
  if (!href) {
    return (
      <Button size="sm" variant="secondary" disabled>
        Sin archivo
      </Button>
    );
  }
  const keep = file.available ? <KeepOfflineButton name={name} file={file} online={online} /> : null;
  // Offline a stored file comes only from its kept copy; a link to another site is left to the browser.
  const stored = Boolean(resource.fileName);
  const open = online.offline && stored ? keptUrl : href;
  const download = online.offline && stored ? keptUrl : downloadHref(resource, apiUrl);
  if (!open) {
    return (
      <span className={styles.actions}>
        <Button size="sm" variant="secondary" disabled aria-describedby={online.describedBy}>
          Abrir
        </Button>
        {keep}
      </span>
    );
  }
  return (
    <span className={styles.actions}>
      <a
        href={open}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onOpen(resource)}
        aria-label={`Abrir ${name} (se abre en una pestaña nueva)`}
      >
        Abrir
      </a>
      {download ? (
        <a
          href={download}
          download={online.offline ? (resource.fileName ?? true) : true}
          onClick={() => onOpen(resource)}
          aria-label={`Descargar ${name}`}
        >
          Descargar
        </a>
      ) : null}
      {keep}
    </span>
  );
}
