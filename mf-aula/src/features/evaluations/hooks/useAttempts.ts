import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionResponse } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getAttempts, saveAttempt, startAttempt, submitAttempt } from '../api/attempts';

/** The student's attempts at a quiz. */
export function useAttempts(evaluationId: number) {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.attempts(evaluationId), queryFn: () => getAttempts(http, evaluationId) });
}

/** Start, save and submit attempts; what changes the evaluation, grades and lists is refreshed. */
export function useAttemptActions(evaluationId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: aulaKeys.evaluation(evaluationId) }),
      queryClient.invalidateQueries({ queryKey: aulaKeys.evaluations() }),
      queryClient.invalidateQueries({ queryKey: aulaKeys.grades() }),
      queryClient.invalidateQueries({ queryKey: aulaKeys.home() }),
    ]);
  const start = useMutation({ mutationFn: () => startAttempt(http, evaluationId), onSuccess: refresh });
  const save = useMutation({
    mutationFn: ({ attemptId, responses }: { attemptId: number; responses: Record<string, QuestionResponse> }) =>
      saveAttempt(http, attemptId, responses),
  });
  const submit = useMutation({
    mutationFn: ({ attemptId, responses }: { attemptId: number; responses: Record<string, QuestionResponse> }) =>
      submitAttempt(http, attemptId, responses),
    onSuccess: refresh,
  });
  return { start, save, submit };
}
