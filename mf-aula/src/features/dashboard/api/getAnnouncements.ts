import type { Announcement, HttpClient } from '@inpro/shared-contracts';

const DASHBOARD_ANNOUNCEMENTS = 5;

/** GET /student/announcements?limit=5: the teachers' announcements to the student's courses, newest first. */
export async function getAnnouncements(http: HttpClient, signal?: AbortSignal): Promise<Announcement[]> {
  const res = await http.get<Announcement[]>('/student/announcements', { params: { limit: DASHBOARD_ANNOUNCEMENTS }, signal });
  return Array.isArray(res.data) ? res.data : [];
}
