// The door of the courses feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const CoursesPage = lazyPage(named(() => import('./components/CoursesPage'), 'CoursesPage'));
export const CourseFormPage = lazyPage(named(() => import('./components/CourseFormPage'), 'CourseFormPage'));

// What other features use.
export { useCourses } from './hooks/useCourses';
export { useCourse } from './hooks/useCourse';
