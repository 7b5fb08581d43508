// What other features of the classroom may use from the materials feature.
export { MaterialsNotice } from './components/MaterialsNotice';
export { useCourseTitle } from './hooks/useCourseTitle';
export { COURSE_ID_INVALID, routeId } from './routeIds';
export { StudentViewBanner } from './components/StudentViewBanner';
