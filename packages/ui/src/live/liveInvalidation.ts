import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveApi, LiveEvent, LiveEventKind } from '@inpro/shared-contracts';

/**
 * The queries each kind of live event makes stale, by key prefix, across every area: a remote's cache
 * holds only its own keys, so the others are no-ops there. Only queries a screen is showing refetch.
 */
const LIVE_INVALIDATIONS: Record<LiveEventKind, readonly QueryKey[]> = {
  notification: [['notifications']],
  payment: [
    // The student: payments and account statement, dashboard, courses (an approval enrols).
    ['aula', 'account-statement'],
    ['aula', 'home'],
    ['aula', 'home-courses'],
    ['aula', 'my-courses'],
    ['public', 'account-statement'],
    ['public', 'my-courses'],
    // The master administrator: the payments list, its summary and the dashboard's alert.
    ['superadmin', 'payments'],
    ['superadmin', 'payments-summary'],
    ['superadmin', 'dashboard'],
  ],
  // A grade or feedback published for the student: grades, gradebook, the evaluation, dashboard, progress.
  grade: [
    ['aula', 'grades'],
    ['aula', 'gradebook'],
    ['aula', 'evaluations'],
    ['aula', 'evaluation'],
    ['aula', 'home'],
    ['aula', 'performance'],
    ['aula', 'progress'],
  ],
  // An attendance mark or rectification: the teacher's roll, rectifications and dashboard; the student's
  // attendance, classes, progress and dashboard.
  attendance: [
    ['teacher', 'roll'],
    ['teacher', 'rectifications'],
    ['teacher', 'sessions'],
    ['teacher', 'dashboard'],
    ['aula', 'attendance'],
    ['aula', 'classes'],
    ['aula', 'progress'],
    ['aula', 'home'],
  ],
  // A class of the person's course scheduled, moved or cancelled, opening for joining, starting or ending:
  // 'Unirse' and 'Marcar asistencia' on the student's classes, attendance and dashboard, the teacher's sessions.
  class: [
    ['aula', 'classes'],
    ['aula', 'attendance'],
    ['aula', 'home'],
    ['teacher', 'sessions'],
    ['teacher', 'roll'],
    ['teacher', 'dashboard'],
  ],
  // The shell applies the new branding and public settings itself (shell/src/live/settingsEvents.ts);
  // the settings forms keep what the person is editing.
  settings: [],
  release: [['superadmin', 'remotes']],
  // Away longer than the server keeps events: every query (see invalidateForLiveEvent).
  reset: [],
};

/** Marks stale (and refetches, where shown) what `event` changed. */
function invalidateForLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.kind === 'reset') {
    void queryClient.invalidateQueries();
    return;
  }
  for (const queryKey of LIVE_INVALIDATIONS[event.kind] ?? []) void queryClient.invalidateQueries({ queryKey });
}

/** Follows the shell's live stream for one remote's cache; returns a function that stops. */
export function followLiveEvents(live: LiveApi | undefined, queryClient: QueryClient): () => void {
  if (!live) return () => undefined;
  return live.subscribe((event) => invalidateForLiveEvent(queryClient, event));
}
