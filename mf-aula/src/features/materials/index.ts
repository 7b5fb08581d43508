// The door of the materials feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const MaterialsHome = lazyPage(named(() => import('./components/MaterialsHome'), 'MaterialsHome'));
export const CourseUnitsPage = lazyPage(named(() => import('./components/CourseUnitsPage'), 'CourseUnitsPage'));
export const UnitResourcesPage = lazyPage(named(() => import('./components/UnitResourcesPage'), 'UnitResourcesPage'));

// What other features use.
export { MaterialsNotice } from './components/MaterialsNotice';
export { useCourseTitle } from './hooks/useCourseTitle';
export { COURSE_ID_INVALID, routeId } from './routeIds';
export { StudentViewBanner } from './components/StudentViewBanner';

// What the area's frame uses (the 'Materiales' link goes to the last course opened).
export { RememberLastCourse } from './components/RememberLastCourse';
export { useLastCourseId } from './hooks/useLastCourseId';
export { LAST_COURSE_KEY, forgetLastCourseId, materialsLink } from './lastCourse';
