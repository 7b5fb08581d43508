import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseInput } from '@inpro/shared-contracts';
import { useDebouncedValue, useHttp, SEARCH_DEBOUNCE_MS } from '@inpro/ui';
import { adminKeys } from '../../../app/queryKeys';
import { getCourse } from '../api/getCourse';
import { saveCourse } from '../api/saveCourse';
import { searchTeachers } from '../api/searchTeachers';

export function useCourse(id: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: ['admin', 'course', id],
    queryFn: ({ signal }) => getCourse(http, id as number, signal),
    enabled: id !== null,
  });
}

export function useSaveCourse() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CourseInput }) => saveCourse(http, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** DOCENTE accounts matching the typed text (debounced 350 ms). */
export function useTeacherSearch(q: string) {
  const http = useHttp();
  const text = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({ queryKey: ['admin', 'teachers', text], queryFn: ({ signal }) => searchTeachers(http, text, signal) });
}
