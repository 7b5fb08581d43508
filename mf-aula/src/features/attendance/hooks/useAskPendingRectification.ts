import { useEffect } from 'react';
import type { StudentAttendanceSession } from '@inpro/shared-contracts';
import { usePendingDrafts } from '@inpro/ui/drafts';
import { RECTIFICATION_DRAFT } from './useReasonDraft';

/**
 * A rectification request kept because the connection was lost, its dialog closed since: when the
 * page opens online or the connection comes back, its dialog opens again, where the student is
 * asked whether to send it now. Each one once; a session that no longer takes one is left alone.
 */
export function useAskPendingRectification(
  sessions: StudentAttendanceSession[] | undefined,
  open: StudentAttendanceSession | null,
  setOpen: (session: StudentAttendanceSession) => void,
): void {
  const { ids, take } = usePendingDrafts(RECTIFICATION_DRAFT);
  useEffect(() => {
    if (open) {
      take(String(open.id));
      return;
    }
    const session = sessions?.find((s) => s.canRectify && ids.includes(String(s.id)));
    if (session) setOpen(session);
  }, [ids, open, sessions, setOpen, take]);
}
