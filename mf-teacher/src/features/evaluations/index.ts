// The door of the evaluations feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const EvaluationsPage = lazyPage(named(() => import('./components/EvaluationsPage'), 'EvaluationsPage'));

// What other features use.
export { evaluationBody } from './evaluationBody';
export { useEvaluations } from './hooks/useEvaluations';
export { useUpdateEvaluation } from './hooks/useEvaluationMutations';
