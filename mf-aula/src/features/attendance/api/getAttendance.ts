import type { HttpClient, StudentCourseAttendance } from '@inpro/shared-contracts';

/** GET /student/courses/{courseId}/attendance */
export async function getAttendance(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<StudentCourseAttendance> {
  return (await http.get<StudentCourseAttendance>(`/student/courses/${courseId}/attendance`, { signal })).data;
}
