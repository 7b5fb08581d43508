import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RectificationRequestInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { markAttendance } from '../api/markAttendance';
import { requestRectification } from '../api/requestRectification';

/** 'Marcar asistencia' and 'Rectificar asistencia'; both refresh the attendance, the classes and the progress. */
export function useAttendanceActions(courseId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: aulaKeys.attendance(courseId) }),
      queryClient.invalidateQueries({ queryKey: aulaKeys.classes() }),
      queryClient.invalidateQueries({ queryKey: aulaKeys.progress() }),
    ]);
  const mark = useMutation({ mutationFn: (sessionId: number) => markAttendance(http, sessionId), onSettled: refresh });
  const rectify = useMutation({
    mutationFn: ({ sessionId, body }: { sessionId: number; body: RectificationRequestInput }) =>
      requestRectification(http, sessionId, body),
    onSuccess: refresh,
  });
  return { mark, rectify };
}
