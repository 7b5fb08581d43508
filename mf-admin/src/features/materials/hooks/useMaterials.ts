import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { createResource, createUnit, deleteResource, getResources, getUnits, type NewResource } from '@inpro/ui/files';

const unitsKey = (courseId: number) => ['admin', 'units', courseId] as const;
const resourcesKey = (unitId: number) => ['admin', 'resources', unitId] as const;

export function useUnits(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: unitsKey(courseId ?? 0),
    queryFn: ({ signal }) => getUnits(http, courseId as number, signal),
    enabled: courseId !== null,
  });
}

export function useResources(unitId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: resourcesKey(unitId ?? 0),
    queryFn: ({ signal }) => getResources(http, unitId as number, signal),
    enabled: unitId !== null,
  });
}

export function useCreateUnit(courseId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createUnit(http, courseId, { title, description: '' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitsKey(courseId) }),
  });
}

export function useResourceMutations(unitId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: resourcesKey(unitId) });
  return {
    add: useMutation({
      mutationFn: ({ input, onProgress }: { input: NewResource; onProgress?: (p: number) => void }) =>
        createResource(http, unitId, input, onProgress),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteResource(http, id), onSuccess }),
  };
}
