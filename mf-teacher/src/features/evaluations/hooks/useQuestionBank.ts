import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizQuestionInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { addBankQuestion, deleteBankQuestion, getQuestionBank } from '../api/questionBank';

/** A course's question bank (nothing while no course is chosen), and adding and removing its questions. */
export function useQuestionBank(courseId: number | null) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const key = teacherKeys.questionBank(courseId ?? 0);
  const list = useQuery({ queryKey: key, queryFn: () => getQuestionBank(http, courseId as number), enabled: courseId !== null });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const add = useMutation({ mutationFn: (q: QuizQuestionInput) => addBankQuestion(http, courseId as number, q), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => deleteBankQuestion(http, id), onSuccess: refresh });
  return { list, add, remove };
}
