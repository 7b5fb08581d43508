import type { HttpClient } from '@inpro/shared-contracts';

/** DELETE /teacher/announcements/{announcementId} */
export async function deleteAnnouncement(http: HttpClient, announcementId: number): Promise<void> {
  await http.delete(`/teacher/announcements/${announcementId}`);
}
