import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveApi, LiveEvent, LiveStatus, Notification } from '@inpro/shared-contracts';
import { followLiveEvents } from '../live/liveInvalidation';
import { createFakeShell, httpError, renderInRemote, type FakeCall } from '../testing';
import { NotificationBell, bellLabel } from './NotificationBell';

const item = (over: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'GRADE',
  title: 'Nueva nota: Tarea 1',
  body: 'Derecho Penal: 15.50',
  link: '/aula/notas',
  read: false,
  readAt: null,
  createdAt: '2026-03-11T00:05:00.000Z',
  ...over,
});

function setup(items: Notification[], options: { fail?: boolean } = {}) {
  let list = items.map((n) => ({ ...n }));
  const shell = createFakeShell({
    user: { name: 'Ana', email: 'ana@inpro.test', role: 'ESTUDIANTE' },
    routes: {
      'GET /notifications': () => {
        if (options.fail) throw httpError(500, 'Error interno');
        return { items: list, unreadCount: list.filter((n) => !n.read).length };
      },
      'POST /notifications/read-all': () => {
        const updated = list.filter((n) => !n.read).length;
        list = list.map((n) => ({ ...n, read: true, readAt: '2026-03-12T00:00:00.000Z' }));
        return { updated };
      },
    },
  });
  // Marking one read: any id.
  const originalPost = shell.props.http.post;
  shell.props.http.post = (url: string, body?: unknown, config?: unknown) => {
    const m = /^\/notifications\/(\d+)\/read$/.exec(url);
    if (m) {
      const id = Number(m[1]);
      list = list.map((n) => (n.id === id ? { ...n, read: true, readAt: '2026-03-12T00:00:00.000Z' } : n));
      shell.requests.push(`POST ${url}`);
      shell.calls.push({ method: 'POST', url } as FakeCall);
      return Promise.resolve({ data: list.find((n) => n.id === id) as never, status: 200, headers: {} });
    }
    return originalPost(url, body, config as never);
  };
  return { ...renderInRemote(<NotificationBell />, shell), shell };
}

describe('NotificationBell', () => {
  it('names the unread count in the button and shows it as a badge', async () => {
    setup([item({ id: 1 }), item({ id: 2, read: true }), item({ id: 3, kind: 'CLASS', title: 'Clase', link: null })]);
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bellLabel(0)).toBe('Notificaciones');
  });

  it('has no badge when everything is read', async () => {
    const { shell } = setup([item({ read: true })]);
    await waitFor(() => expect(shell.requests).toContain('GET /notifications'));
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('opens a panel with the list (kind, Lima time, unread mark); Escape closes it and returns the focus', async () => {
    setup([item({ id: 1 }), item({ id: 2, kind: 'ANNOUNCEMENT', title: 'Anuncio de Penal', body: '', read: true })]);
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notificaciones' });
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    const buttons = within(panel).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Marcar todas como leídas',
      'Nota10/03/2026 19:05No leída: Nueva nota: Tarea 1Derecho Penal: 15.50',
      'Anuncio10/03/2026 19:05Anuncio de Penal',
    ]);
    await userEvent.tab();
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notificaciones' })).toBeNull();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('opening one marks it read, follows its link and lowers the count', async () => {
    const { shell } = setup([item({ id: 7, link: '/aula/notas' }), item({ id: 8 })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    await userEvent.click(screen.getAllByRole('button', { name: /Nueva nota: Tarea 1/ })[0]);
    expect(shell.requests).toContain('POST /notifications/7/read');
    expect(shell.navigations).toEqual(['/aula/notas']);
    expect(screen.queryByRole('region', { name: 'Notificaciones' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
  });

  it('marks all read', async () => {
    const { shell } = setup([item({ id: 1 }), item({ id: 2 })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(shell.requests).toContain('POST /notifications/read-all');
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
  });

  it('says when there is nothing, and when the list cannot be loaded', async () => {
    const empty = setup([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No tienes notificaciones.')).toBeInTheDocument();
    empty.unmount();
    setup([], { fail: true });
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las notificaciones.');
  });

  it('closes on a click elsewhere and polls every minute', async () => {
    jest.useFakeTimers();
    try {
      const { shell } = setup([item({ id: 1 })]);
      const polls = () => shell.requests.filter((r) => r === 'GET /notifications').length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(polls()).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(59_000);
      });
      expect(polls()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
    const bell = screen.getByRole('button', { name: /Notificaciones/ });
    await userEvent.click(bell);
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('region', { name: 'Notificaciones' })).toBeNull();
  });

  it('refetches when the live stream says a notification arrived, and polls only while the stream is not open', async () => {
    let status: LiveStatus = 'open';
    const statusListeners = new Set<(s: LiveStatus) => void>();
    const listeners = new Set<(e: LiveEvent) => void>();
    const live: LiveApi = {
      status: () => status,
      onStatus: (l) => (statusListeners.add(l), () => statusListeners.delete(l)),
      subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    };
    const setStatus = (next: LiveStatus) => {
      status = next;
      statusListeners.forEach((l) => l(next));
    };
    jest.useFakeTimers();
    try {
      const shell = createFakeShell({
        user: { name: 'Ana', email: 'ana@inpro.test', role: 'ESTUDIANTE' },
        routes: { 'GET /notifications': () => ({ items: [], unreadCount: shell.requests.length > 1 ? 1 : 0 }) },
      });
      shell.props.live = live;
      const { queryClient } = renderInRemote(<NotificationBell />, shell);
      const stop = followLiveEvents(live, queryClient);
      const polls = () => shell.requests.filter((r) => r === 'GET /notifications').length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(polls()).toBe(1);
      // Stream open: no polling, however long.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(180_000);
      });
      expect(polls()).toBe(1);
      // A notification event: the bell asks at once and shows the new count.
      await act(async () => {
        listeners.forEach((l) => l({ kind: 'notification', notificationId: 7 }));
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(polls()).toBe(2);
      expect(screen.getByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
      // Another kind leaves the bell alone.
      await act(async () => {
        listeners.forEach((l) => l({ kind: 'release', remote: 'mf-aula' }));
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(polls()).toBe(2);
      // The stream drops: the bell polls every minute again until it is back.
      await act(async () => {
        setStatus('closed');
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(polls()).toBe(3);
      await act(async () => {
        setStatus('open');
        await jest.advanceTimersByTimeAsync(120_000);
      });
      expect(polls()).toBe(3);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
