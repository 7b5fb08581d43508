import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getEvaluations } from '../api/getEvaluations';

/** Every evaluation of the student's courses (the dashboard's next delivery). */
export function useEvaluations() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.evaluations(), queryFn: ({ signal }) => getEvaluations(http, signal) });
}
