// The door of the grades feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const GradesPage = lazyPage(named(() => import('./components/GradesPage'), 'GradesPage'));
export const CourseGradebookPage = lazyPage(named(() => import('./components/CourseGradebookPage'), 'CourseGradebookPage'));

// What other features use.
export { useGrades } from './hooks/useGrades';
