import type { Announcement, HttpClient } from '@inpro/shared-contracts';

/** GET /teacher/announcements?limit=20: announcements of the teacher's courses, newest first. */
export async function getAnnouncements(http: HttpClient, signal?: AbortSignal): Promise<Announcement[]> {
  const res = await http.get<Announcement[]>('/teacher/announcements', { params: { limit: 20 }, signal });
  return Array.isArray(res.data) ? res.data : [];
}
