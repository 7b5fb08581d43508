import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GradeEssaysInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getAttempts, gradeAttempt } from '../api/attempts';

/** A quiz's attempts (none while closed) and grading their essays; counters and submissions refresh. */
export function useAttempts(evaluationId: number | null) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const key = [...teacherKeys.evaluationsAll(), 'attempts', evaluationId ?? 0] as const;
  const list = useQuery({ queryKey: key, queryFn: () => getAttempts(http, evaluationId as number), enabled: evaluationId !== null });
  const grade = useMutation({
    mutationFn: ({ attemptId, body }: { attemptId: number; body: GradeEssaysInput }) => gradeAttempt(http, attemptId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherKeys.evaluationsAll() }),
        queryClient.invalidateQueries({ queryKey: teacherKeys.submissionsAll() }),
      ]),
  });
  return { list, grade };
}
