import type { ArchiveCourseInput, Course, HttpClient } from '@inpro/shared-contracts';

/** POST /courses/{id}/archive: out of the catalogue and new sales, kept for its students. */
export async function archiveCourse(http: HttpClient, id: number, body: ArchiveCourseInput): Promise<Course> {
  return (await http.post<Course>(`/courses/${id}/archive`, body)).data;
}
