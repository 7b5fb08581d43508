import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { createResource, deleteResource, type NewResource } from '@inpro/ui/files';

/**
 * Add a resource to a unit (file upload with progress, or a link/exam); the unit's resources and
 * the course's unit counts reload. `progress` is the upload percentage while a file is sent.
 */
export function useCreateResource(courseId: number, unitId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: NewResource) => {
      setProgress(input.file ? 0 : null);
      return createResource(http, unitId, input, setProgress);
    },
    onSettled: () => setProgress(null),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherKeys.resources(unitId) }),
        queryClient.invalidateQueries({ queryKey: teacherKeys.units(courseId) }),
      ]),
  });
  return { ...mutation, progress };
}

/** Delete a resource of a unit; the lists reload. */
export function useDeleteResource(courseId: number, unitId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: number) => deleteResource(http, resourceId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherKeys.resources(unitId) }),
        queryClient.invalidateQueries({ queryKey: teacherKeys.units(courseId) }),
      ]),
  });
}
