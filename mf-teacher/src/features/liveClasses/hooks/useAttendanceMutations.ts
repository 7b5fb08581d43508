import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMark, RectificationResolveInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { closeAttendance } from '../api/closeAttendance';
import { markStudent } from '../api/markStudent';
import { openAttendance } from '../api/openAttendance';
import { resolveRectification } from '../api/resolveRectification';

/** Attendance changes show in the roll, the session counters, the requests and the dashboard. */
function useInvalidateAttendance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['teacher', 'roll'] }),
      queryClient.invalidateQueries({ queryKey: teacherKeys.sessionsAll() }),
      queryClient.invalidateQueries({ queryKey: teacherKeys.rectifications() }),
      queryClient.invalidateQueries({ queryKey: teacherKeys.dashboard() }),
    ]);
}

export function useOpenAttendance() {
  const http = useHttp();
  const invalidate = useInvalidateAttendance();
  return useMutation({
    mutationFn: ({ sessionId, minutes }: { sessionId: number; minutes: number }) => openAttendance(http, sessionId, minutes),
    onSuccess: invalidate,
  });
}

export function useCloseAttendance() {
  const http = useHttp();
  const invalidate = useInvalidateAttendance();
  return useMutation({ mutationFn: (sessionId: number) => closeAttendance(http, sessionId), onSuccess: invalidate });
}

export function useMarkStudent() {
  const http = useHttp();
  const invalidate = useInvalidateAttendance();
  return useMutation({
    mutationFn: ({ sessionId, userId, status }: { sessionId: number; userId: number; status: AttendanceMark }) =>
      markStudent(http, sessionId, userId, status),
    onSuccess: invalidate,
  });
}

export function useResolveRectification() {
  const http = useHttp();
  const invalidate = useInvalidateAttendance();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RectificationResolveInput }) => resolveRectification(http, id, body),
    onSuccess: invalidate,
  });
}
