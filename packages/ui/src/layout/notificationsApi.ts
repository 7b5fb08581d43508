import type { HttpClient, Notification, NotificationList } from '@inpro/shared-contracts';

/** Query key of the bell (the same in every area, one cache per remote). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export async function fetchNotifications(http: HttpClient, limit: number): Promise<NotificationList> {
  const { data } = await http.get<NotificationList>('/notifications', { params: { limit } });
  return data;
}

export async function markNotificationRead(http: HttpClient, id: number): Promise<Notification> {
  const { data } = await http.post<Notification>(`/notifications/${id}/read`);
  return data;
}

export async function markAllNotificationsRead(http: HttpClient): Promise<{ updated: number }> {
  const { data } = await http.post<{ updated: number }>('/notifications/read-all');
  return data;
}
