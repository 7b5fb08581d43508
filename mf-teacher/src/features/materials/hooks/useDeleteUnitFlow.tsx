import { useState } from 'react';
import type { Unit } from '@inpro/shared-contracts';
import { useToast } from '@inpro/ui';
import { useConfirm } from '@inpro/ui/admin';
import { useDeleteUnit } from './useUnitMutations';

const UNIT_DELETE_CONFIRM = '¿Eliminar unidad y sus recursos?';
const UNIT_DELETED = 'Unidad eliminada 🗑️';
const UNIT_DELETE_ERROR = 'Error al eliminar unidad';

/** Deleting a unit: the confirmation '¿Eliminar unidad y sus recursos?', then the toast. */
export function useDeleteUnitFlow(courseId: number) {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const remove = useDeleteUnit(courseId);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const deleteUnit = async (unit: Unit) => {
    const ok = await confirm({
      title: UNIT_DELETE_CONFIRM,
      message: `«${unit.title || unit.name}» y todos sus recursos se eliminarán.`,
      confirmLabel: 'Eliminar',
      danger: true,
    });
    if (!ok) return;
    setDeletingId(unit.id);
    remove.mutate(unit.id, {
      onSuccess: () => toast.success(UNIT_DELETED),
      onError: () => toast.error(UNIT_DELETE_ERROR),
      onSettled: () => setDeletingId(null),
    });
  };

  return { deleteUnit, deletingId, confirmDialog };
}
