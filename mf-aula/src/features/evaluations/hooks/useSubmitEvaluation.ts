import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentEvaluation } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { submitQuiz } from '../api/submitQuiz';
import { submitTask } from '../api/submitTask';

export type SubmitInput = { kind: 'task'; text: string; file: File | null } | { kind: 'quiz'; answers: Record<string, number> };

/** Sends a task or a quiz; the answer replaces the evaluation, and lists, grades and the home refresh. */
export function useSubmitEvaluation(evaluationId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitInput): Promise<StudentEvaluation> =>
      input.kind === 'task' ? submitTask(http, evaluationId, input.text, input.file) : submitQuiz(http, evaluationId, input.answers),
    onSuccess: (evaluation) => {
      queryClient.setQueryData(aulaKeys.evaluation(evaluationId), evaluation);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: aulaKeys.evaluations() }),
        queryClient.invalidateQueries({ queryKey: aulaKeys.grades() }),
        queryClient.invalidateQueries({ queryKey: aulaKeys.performance() }),
        queryClient.invalidateQueries({ queryKey: aulaKeys.home() }),
      ]);
    },
  });
}
