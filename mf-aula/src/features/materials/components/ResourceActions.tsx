import { Link } from '@inpro/ui/router';
import { downloadHref, isExam, resourceHref, type Resource } from '@inpro/shared-contracts';
import { Button, useApiUrl } from '@inpro/ui';
import styles from './Materials.module.css';

export interface ResourceActionsProps {
  resource: Resource;
  courseId: number;
  /** Called when the student opens the resource (it counts toward progress). */
  onOpen: (resource: Resource) => void;
}

/** 'Abrir' (new tab) and 'Descargar' (files path), 'Ir a la evaluación' for an exam, or a disabled 'Sin archivo'. */
export function ResourceActions({ resource, courseId, onOpen }: ResourceActionsProps) {
  const apiUrl = useApiUrl();
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
  const open = resourceHref(resource.url, apiUrl);
  if (!open) {
    return (
      <Button size="sm" variant="secondary" disabled>
        Sin archivo
      </Button>
    );
  }
  const download = downloadHref(resource, apiUrl);
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
        <a href={download} download onClick={() => onOpen(resource)} aria-label={`Descargar ${name}`}>
          Descargar
        </a>
      ) : null}
    </span>
  );
}
