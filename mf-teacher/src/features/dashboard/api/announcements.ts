import type { Announcement, AnnouncementCreateInput, HttpClient } from '@inpro/shared-contracts';

/** GET /teacher/announcements?limit=20: announcements of the teacher's courses, newest first. */
export async function getAnnouncements(http: HttpClient, signal?: AbortSignal): Promise<Announcement[]> {
  const res = await http.get<Announcement[]>('/teacher/announcements', { params: { limit: 20 }, signal });
  return Array.isArray(res.data) ? res.data : [];
}

/** POST /teacher/announcements {courseId, title, body} (the course's students are notified). */
export async function createAnnouncement(http: HttpClient, body: AnnouncementCreateInput): Promise<Announcement> {
  return (await http.post<Announcement>('/teacher/announcements', body)).data;
}

/** DELETE /teacher/announcements/{announcementId} */
export async function deleteAnnouncement(http: HttpClient, announcementId: number): Promise<void> {
  await http.delete(`/teacher/announcements/${announcementId}`);
}
