import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_DEFAULT_LIMIT,
  NOTIFICATIONS_POLL_MS,
  NOTIFICATION_KIND_LABELS,
  formatLimaDateTime,
  type Notification,
  type NotificationList,
} from '@inpro/shared-contracts';
import { useHttp, useLiveStatus, useRemoteProps, useUniqueId, VisuallyHidden } from '@inpro/ui';
import styles from './NotificationBell.module.css';
import { NOTIFICATIONS_KEY, fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notificationsApi';

const BELL_TEXTS = {
  label: 'Notificaciones',
  title: 'Notificaciones',
  empty: 'No tienes notificaciones.',
  loading: 'Cargando notificaciones…',
  error: 'No se pudieron cargar las notificaciones.',
  readAll: 'Marcar todas como leídas',
  unread: 'No leída',
} as const;

function BellIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/**
 * "Notificaciones, 3 sin leer": the count is part of the button's name, as the badge shows it (99+ is
 * "más de 99"). Not in parentheses: the visible count must be in the name (WCAG 2.5.3 label in name),
 * and a parenthetical does not count as part of it.
 */
export function bellLabel(unread: number): string {
  if (unread <= 0) return BELL_TEXTS.label;
  return `${BELL_TEXTS.label}, ${unread > 99 ? 'más de 99' : unread} sin leer`;
}

/**
 * The bell of every area: the unread count as a badge, a panel with the latest notifications
 * (refetched when the shell's live stream says one arrived; polled every minute only while that stream is
 * not open). Opening one marks it read and follows its link;
 * Escape or a click elsewhere closes the panel and Escape returns the focus to the bell.
 */
export function NotificationBell() {
  const http = useHttp();
  const { navigate } = useRemoteProps();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useUniqueId('notifications-panel');
  const headingId = useUniqueId('notifications-heading');
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const live = useLiveStatus();

  const query = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => fetchNotifications(http, NOTIFICATIONS_DEFAULT_LIMIT),
    refetchInterval: live === 'open' ? false : NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const unread = query.data?.unreadCount ?? 0;

  const markOne = useMutation({
    mutationFn: (id: number) => markNotificationRead(http, id),
    onSuccess: (updated) => {
      client.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (old) =>
        old
          ? {
              unreadCount: Math.max(0, old.unreadCount - (old.items.some((n) => n.id === updated.id && !n.read) ? 1 : 0)),
              items: old.items.map((n) => (n.id === updated.id ? updated : n)),
            }
          : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead(http),
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: MouseEvent) => {
      if (wrapRef.current && e.target instanceof Node && !wrapRef.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    }
  };

  const openItem = (n: Notification) => {
    if (!n.read) markOne.mutate(n.id);
    close(false);
    if (n.link) navigate(n.link);
    else buttonRef.current?.focus();
  };

  const toggle = () => {
    if (!open) void query.refetch();
    setOpen((v) => !v);
  };

  return (
    <div className={styles.bell} ref={wrapRef} role="presentation" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        data-testid="notification-bell"
      >
        <BellIcon className={styles.icon} />
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={panelId} className={styles.panel} role="region" aria-labelledby={headingId} data-testid="notification-panel">
          <div className={styles.head}>
            <h2 id={headingId} className={styles.heading}>
              {BELL_TEXTS.title}
            </h2>
            {unread > 0 ? (
              <button type="button" className={styles.readAll} onClick={() => markAll.mutate()} disabled={markAll.isPending}>
                {BELL_TEXTS.readAll}
              </button>
            ) : null}
          </div>
          {query.isPending ? (
            <p className={styles.state} role="status">
              {BELL_TEXTS.loading}
            </p>
          ) : query.isError && !query.data ? (
            <p className={styles.state} role="alert">
              {BELL_TEXTS.error}
            </p>
          ) : query.data && query.data.items.length === 0 ? (
            <p className={styles.state}>{BELL_TEXTS.empty}</p>
          ) : (
            <ul className={styles.list}>
              {(query.data?.items ?? []).map((n) => (
                <li key={n.id}>
                  <button type="button" className={n.read ? styles.item : `${styles.item} ${styles.unread}`} onClick={() => openItem(n)}>
                    <span className={styles.itemHead}>
                      <span className={styles.kind}>{NOTIFICATION_KIND_LABELS[n.kind]}</span>
                      <time className={styles.time} dateTime={n.createdAt}>
                        {formatLimaDateTime(n.createdAt)}
                      </time>
                    </span>
                    <span className={styles.itemTitle}>
                      {n.read ? null : (
                        <>
                          <span className={styles.dot} aria-hidden="true" />
                          <VisuallyHidden>{BELL_TEXTS.unread}: </VisuallyHidden>
                        </>
                      )}
                      {n.title}
                    </span>
                    {n.body ? <span className={styles.body}>{n.body}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
