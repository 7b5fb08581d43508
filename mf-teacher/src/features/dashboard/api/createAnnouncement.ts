import type { Announcement, AnnouncementCreateInput, HttpClient } from '@inpro/shared-contracts';

/** POST /teacher/announcements {courseId, title, body} (the course's students are notified). */
export async function createAnnouncement(http: HttpClient, body: AnnouncementCreateInput): Promise<Announcement> {
  return (await http.post<Announcement>('/teacher/announcements', body)).data;
}
