// The door of the course feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const CourseDetailPage = lazyPage(named(() => import('./components/CourseDetailPage'), 'CourseDetailPage'));

// What other features use.
export { getCourse } from './api/getCourse';
export { hasCourseId, normalizeCourse } from './model/course';
export type { Course } from './model/course';
