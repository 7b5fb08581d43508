// The door of the courses feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const MyCoursesPage = lazyPage(named(() => import('./components/MyCoursesPage'), 'MyCoursesPage'));

// What other features use.
export { CoursePicker } from './components/CoursePicker';
export { manageCourseLink, studentViewLink } from './components/TeacherCourseCard';
export { useTeacherCourses } from './hooks/useTeacherCourses';
