import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { getCourseImpact } from '../api/getCourseImpact';

/** Asks, when 'Borrar' is pressed, what a course affects (students, orders, certificates): delete or archive. */
export function useCheckCourseImpact() {
  const http = useHttp();
  return useMutation({ mutationFn: (id: number) => getCourseImpact(http, id) });
}
