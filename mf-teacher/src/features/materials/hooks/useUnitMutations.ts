import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnitCreateInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { createUnit, deleteUnit } from '@inpro/ui/files';

/** Create a unit of the course; the unit list reloads. */
export function useCreateUnit(courseId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitCreateInput) => createUnit(http, courseId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.units(courseId) }),
  });
}

/** Delete a unit (and its resources); the unit list reloads. */
export function useDeleteUnit(courseId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitId: number) => deleteUnit(http, unitId),
    onSuccess: (_v, unitId) => {
      queryClient.removeQueries({ queryKey: teacherKeys.resources(unitId) });
      return queryClient.invalidateQueries({ queryKey: teacherKeys.units(courseId) });
    },
  });
}
