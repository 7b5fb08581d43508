import { useState } from 'react';
import { Link } from '@inpro/ui/router';
import { resourceHref, resourceTypeLabel, type Resource } from '@inpro/shared-contracts';
import { Badge, Button, CheckboxField, loadError, useApiUrl, useToast } from '@inpro/ui';
import { useCompletionMode } from '../hooks/useCompletionMode';
import styles from './Materials.module.css';

export interface ResourceRowProps {
  resource: Resource;
  /** For an Examen: the evaluation it is linked to. */
  evaluationId?: number | null;
  onDelete: (resource: Resource) => void;
  deleting?: boolean;
}

/** A resource row: type tag, name, 'abrir' and a delete icon. An Examen opens its evaluation. */
export function ResourceRow({ resource, evaluationId, onDelete, deleting = false }: ResourceRowProps) {
  const apiUrl = useApiUrl();
  const toast = useToast();
  const completion = useCompletionMode(resource.unitId);
  // The teacher's choice, set in the click's own render: the mutation's pending state arrives a tick later.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const name = resource.title || resource.name;
  const isExam = resource.type.toLowerCase() === 'exam';
  const href = resourceHref(resource.url, apiUrl);
  let open;
  if (isExam && (evaluationId || !href)) {
    open = (
      <Link to={evaluationId ? `/prof/evaluaciones?evaluacion=${evaluationId}` : '/prof/evaluaciones'} aria-label={`abrir ${name}`}>
        abrir
      </Link>
    );
  } else if (href) {
    open = (
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`abrir ${name}`}>
        abrir
      </a>
    );
  } else {
    open = <span className={styles.muted}>sin enlace</span>;
  }
  return (
    <li className={styles.resource} data-testid="resource-row">
      <Badge tone={isExam ? 'warning' : resource.type === 'link' || resource.type === 'iframe' ? 'info' : 'primary'}>
        {resourceTypeLabel(resource.type)}
      </Badge>
      <span className={styles.resourceName}>
        {name}
        {resource.sizeLabel ? <span className={styles.muted}> · {resource.sizeLabel}</span> : null}
      </span>
      {open}
      {!isExam && resource.completionMode ? (
        <CheckboxField
          label={`El alumno marca «${name}» como completado`}
          // While the change is sent the box shows the choice; the reloaded list confirms it.
          checked={chosen ?? resource.completionMode === 'MANUAL'}
          disabled={completion.isPending}
          onChange={(e) => {
            setChosen(e.target.checked);
            completion.mutate(
              { resourceId: resource.id, mode: e.target.checked ? 'MANUAL' : 'VIEW' },
              {
                onError: (err) => toast.error(loadError(err, 'No se pudo cambiar cómo se completa el recurso.')),
                onSettled: () => setChosen(null),
              },
            );
          }}
        />
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Eliminar recurso ${name}`}
        title="Eliminar recurso"
        onClick={() => onDelete(resource)}
        loading={deleting}
      >
        <span aria-hidden="true">🗑️</span>
      </Button>
    </li>
  );
}
