import { useState } from 'react';
import { CLASS_STATUS_LABELS, classStatus, limaDate } from '@inpro/shared-contracts';
import { ErrorState, useNow, loadError } from '@inpro/ui';
import { MonthCalendar } from '@inpro/ui/calendar';
import { useSessions } from '../../liveClasses';

/** Month view of the teacher's sessions (Lima dates); a live class is highlighted, a cancelled one struck through. */
export function ClassCalendar() {
  const now = useNow();
  const today = limaDate(now);
  const [month, setMonth] = useState(today.slice(0, 7));
  const sessions = useSessions(month);
  const events = (sessions.data ?? [])
    .filter((s) => s.sessionDate)
    .map((s) => {
      const status = classStatus(s, now);
      return {
        id: s.id,
        date: s.sessionDate as string,
        label: `${s.startTime ?? ''} ${s.courseTitle}`.trim(),
        title: `${s.courseTitle}${s.topic ? ` — ${s.topic}` : ''} (${CLASS_STATUS_LABELS[status]})`,
        highlight: status === 'EN_VIVO',
        muted: status === 'CANCELADA',
      };
    });
  return (
    <>
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        today={today}
        events={events}
        label="Clases del mes"
        loading={sessions.isFetching}
      />
      {sessions.isError ? (
        <ErrorState message={loadError(sessions.error, 'No se pudieron cargar tus clases.')} onRetry={() => sessions.refetch()} />
      ) : null}
    </>
  );
}
