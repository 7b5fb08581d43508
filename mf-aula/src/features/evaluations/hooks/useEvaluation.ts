import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getEvaluation } from '../api/getEvaluation';

export function useEvaluation(evaluationId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: aulaKeys.evaluation(evaluationId ?? 0),
    queryFn: ({ signal }) => getEvaluation(http, evaluationId as number, signal),
    enabled: evaluationId !== null,
  });
}
