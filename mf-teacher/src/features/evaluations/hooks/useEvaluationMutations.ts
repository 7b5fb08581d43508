import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvaluationCreateInput, ExtensionInput, EvaluationUpdateInput, GradeSubmissionInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { createEvaluation } from '../api/createEvaluation';
import { removeExtension, setExtension } from '../api/extensions';
import { deleteEvaluation } from '../api/deleteEvaluation';
import { gradeSubmission } from '../api/gradeSubmission';
import { reviewSubmission } from '../api/reviewSubmission';
import { updateEvaluation } from '../api/updateEvaluation';

/** Everything an evaluation or a grade changes: the lists, the counters and the dashboard's pending count. */
function useInvalidateEvaluations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teacherKeys.evaluationsAll() }),
      queryClient.invalidateQueries({ queryKey: teacherKeys.submissionsAll() }),
      queryClient.invalidateQueries({ queryKey: teacherKeys.dashboard() }),
    ]);
}

export function useCreateEvaluation() {
  const http = useHttp();
  const invalidate = useInvalidateEvaluations();
  return useMutation({ mutationFn: (body: EvaluationCreateInput) => createEvaluation(http, body), onSuccess: invalidate });
}

export function useUpdateEvaluation() {
  const http = useHttp();
  const invalidate = useInvalidateEvaluations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EvaluationUpdateInput }) => updateEvaluation(http, id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteEvaluation() {
  const http = useHttp();
  const invalidate = useInvalidateEvaluations();
  return useMutation({ mutationFn: (id: number) => deleteEvaluation(http, id), onSuccess: invalidate });
}

export function useReviewSubmission() {
  const http = useHttp();
  const invalidate = useInvalidateEvaluations();
  return useMutation({ mutationFn: (id: number) => reviewSubmission(http, id), onSuccess: invalidate });
}

export function useGradeSubmission() {
  const http = useHttp();
  const invalidate = useInvalidateEvaluations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GradeSubmissionInput }) => gradeSubmission(http, id, body),
    onSuccess: invalidate,
  });
}

/** Grant (or move) one student's extension, or remove it: the lists show the evaluation's extensions. */
export function useExtensionMutations(evaluationId: number) {
  const http = useHttp();
  const invalidate = useInvalidateEvaluations();
  const grant = useMutation({ mutationFn: (body: ExtensionInput) => setExtension(http, evaluationId, body), onSuccess: invalidate });
  const remove = useMutation({ mutationFn: (userId: number) => removeExtension(http, evaluationId, userId), onSuccess: invalidate });
  return { grant, remove };
}
