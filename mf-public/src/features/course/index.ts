// What other features of the public site may use from the course feature.
export { getCourse } from './api/getCourse';
export { hasCourseId, normalizeCourse } from './model/course';
export type { Course } from './model/course';
