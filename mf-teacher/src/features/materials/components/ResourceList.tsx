import { useState } from 'react';
import type { Resource } from '@inpro/shared-contracts';
import { LoadingText, useToast, loadError } from '@inpro/ui';
import { useConfirm } from '@inpro/ui/admin';
import { useEvaluations } from '../../evaluations';
import { useDeleteResource } from '../hooks/useResourceMutations';
import { useResources } from '../hooks/useResources';
import { ResourceRow } from './ResourceRow';
import styles from './Materials.module.css';

const RESOURCE_DELETED = 'Recurso eliminado 🗑️';
const RESOURCE_DELETE_ERROR = 'Error al eliminar recurso';
const RESOURCES_EMPTY = 'Esta unidad aún no tiene recursos.';
const RESOURCE_DELETE_CONFIRM = '¿Eliminar recurso?';

/** The resources of a unit, each with 'abrir' and delete (after a confirmation: there is no undo). */
export function ResourceList({ courseId, unitId, unitTitle }: { courseId: number; unitId: number; unitTitle: string }) {
  const toast = useToast();
  const resources = useResources(unitId);
  const remove = useDeleteResource(courseId, unitId);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const hasExam = (resources.data ?? []).some((r) => r.type.toLowerCase() === 'exam');
  const evaluations = useEvaluations(courseId, hasExam);
  const evaluationOf = (r: Resource) => (evaluations.data ?? []).find((e) => e.resourceId === r.id)?.id ?? null;

  const onDelete = async (r: Resource) => {
    const ok = await confirm({
      title: RESOURCE_DELETE_CONFIRM,
      message: `«${r.title || r.name}» se eliminará de la unidad y los estudiantes dejarán de verlo. No se puede deshacer.`,
      confirmLabel: 'Eliminar',
      danger: true,
    });
    if (!ok) return;
    setDeletingId(r.id);
    remove.mutate(r.id, {
      onSuccess: () => toast.success(RESOURCE_DELETED),
      onError: () => toast.error(RESOURCE_DELETE_ERROR),
      onSettled: () => setDeletingId(null),
    });
  };

  if (resources.isPending) return <LoadingText>Cargando recursos…</LoadingText>;
  if (resources.isError)
    return (
      <p className={styles.error} role="alert">
        {loadError(resources.error, 'Error al cargar recursos.')}
      </p>
    );
  if (!resources.data.length) return <p className={styles.muted}>{RESOURCES_EMPTY}</p>;
  return (
    <>
      <ul className={styles.resources} aria-label={`Recursos de ${unitTitle}`}>
        {resources.data.map((r) => (
          <ResourceRow
            key={r.id}
            resource={r}
            evaluationId={evaluationOf(r)}
            onDelete={(res) => void onDelete(res)}
            deleting={deletingId === r.id}
          />
        ))}
      </ul>
      {confirmDialog}
    </>
  );
}
