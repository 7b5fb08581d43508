import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { adminKeys } from '../../../app/queryKeys';
import { addParticipants } from '../api/addParticipants';
import { listParticipants } from '../api/listParticipants';
import { removeParticipant } from '../api/removeParticipant';
import { searchUsers } from '../api/searchUsers';

export function useCourseParticipants(courseId: number) {
  const http = useHttp();
  return useQuery({ queryKey: adminKeys.courseParticipants(courseId), queryFn: ({ signal }) => listParticipants(http, courseId, signal) });
}

export function useUserSearch(q: string) {
  const http = useHttp();
  return useQuery({ queryKey: adminKeys.userSearch(q), queryFn: ({ signal }) => searchUsers(http, q, signal), enabled: q.length > 0 });
}

/** Enrolment changes the course's list, the course cards' counts and the dashboard. */
export function useEnrolment(courseId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return {
    add: useMutation({ mutationFn: (userId: number) => addParticipants(http, courseId, [userId]), onSuccess }),
    remove: useMutation({ mutationFn: (userId: number) => removeParticipant(http, courseId, userId), onSuccess }),
  };
}
