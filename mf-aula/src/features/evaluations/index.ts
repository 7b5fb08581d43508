// The door of the evaluations feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const EvaluationsPage = lazyPage(named(() => import('./components/EvaluationsPage'), 'EvaluationsPage'));
export const CourseEvaluationsPage = lazyPage(named(() => import('./components/CourseEvaluationsPage'), 'CourseEvaluationsPage'));
export const EvaluationPage = lazyPage(named(() => import('./components/EvaluationPage'), 'EvaluationPage'));

// What other features use.
export { useEvaluations } from './hooks/useEvaluations';
