import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { adminKeys } from '../../../app/queryKeys';
import type { ArchiveCourseInput } from '@inpro/shared-contracts';
import { archiveCourse } from '../api/archiveCourse';
import { deleteCourse } from '../api/deleteCourse';
import { listCourses } from '../api/listCourses';

export function useCourses() {
  const http = useHttp();
  return useQuery({ queryKey: adminKeys.courses(), queryFn: ({ signal }) => listCourses(http, signal) });
}

export function useDeleteCourse() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCourse(http, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useArchiveCourse() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ArchiveCourseInput }) => archiveCourse(http, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
