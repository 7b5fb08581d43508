import { QueryClient } from '@tanstack/react-query';
import type { LiveApi, LiveEvent } from '@inpro/shared-contracts';
import { followLiveEvents } from './liveInvalidation';

function fakeLive() {
  const listeners = new Set<(e: LiveEvent) => void>();
  const live: LiveApi = {
    status: () => 'open',
    onStatus: () => () => undefined,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { live, emit: (e: LiveEvent) => listeners.forEach((l) => l(e)), count: () => listeners.size };
}

describe('followLiveEvents', () => {
  it('marks stale what each kind changed, and nothing else; stops when asked', () => {
    const client = new QueryClient();
    const keys = [
      ['aula', 'account-statement'],
      ['aula', 'home'],
      ['aula', 'grades'],
      ['superadmin', 'payments', { status: 'PENDIENTE' }],
      ['superadmin', 'remotes'],
      ['notifications'],
    ];
    for (const key of keys) client.setQueryData(key, { loaded: true });
    const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.slice(0, 2).join('/'));
    const { live, emit, count } = fakeLive();
    const stop = followLiveEvents(live, client);

    emit({ kind: 'payment', paymentId: 4, orderId: 2, status: 'APROBADO' });
    expect(stale()).toEqual(['aula/account-statement', 'aula/home', 'superadmin/payments']);
    emit({ kind: 'release', remote: 'mf-aula' });
    expect(stale()).toContain('superadmin/remotes');
    expect(stale()).not.toContain('notifications');
    emit({ kind: 'notification', notificationId: 1 });
    expect(stale()).toContain('notifications');
    expect(stale()).not.toContain('aula/grades');

    emit({ kind: 'reset' });
    expect(stale()).toHaveLength(keys.length);

    stop();
    expect(count()).toBe(0);
  });

  it('a grade refreshes the student’s grade screens; an attendance mark the teacher’s roll and the student’s attendance', () => {
    const client = new QueryClient();
    const keys = [
      ['aula', 'grades'],
      ['aula', 'gradebook', 7],
      ['aula', 'evaluation', 3],
      ['aula', 'attendance', 7],
      ['teacher', 'roll', 12],
      ['teacher', 'gradebook', 7],
    ];
    for (const key of keys) client.setQueryData(key, { loaded: true });
    const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
    const { live, emit } = fakeLive();
    followLiveEvents(live, client);

    emit({ kind: 'grade', evaluationId: 3, submissionId: 9 });
    expect(stale()).toEqual(['aula/grades', 'aula/gradebook/7', 'aula/evaluation/3']);
    emit({ kind: 'attendance', sessionId: 12, courseId: 7 });
    expect(stale()).toEqual(['aula/grades', 'aula/gradebook/7', 'aula/evaluation/3', 'aula/attendance/7', 'teacher/roll/12']);
  });

  it('a class that starts or ends refreshes the student’s classes and the teacher’s sessions', () => {
    const client = new QueryClient();
    const keys = [
      ['aula', 'classes'],
      ['aula', 'attendance', 7],
      ['aula', 'grades'],
      ['teacher', 'sessions', 'all'],
      ['teacher', 'gradebook', 7],
    ];
    for (const key of keys) client.setQueryData(key, { loaded: true });
    const { live, emit } = fakeLive();
    followLiveEvents(live, client);
    emit({ kind: 'class', courseId: 7, sessionId: 12 });
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
    expect(stale).toEqual(['aula/classes', 'aula/attendance/7', 'teacher/sessions/all']);
  });

  it('does nothing without a stream (a shell that predates it, a server render)', () => {
    expect(() => followLiveEvents(undefined, new QueryClient())()).not.toThrow();
  });
});
