// What other features of the classroom may use from the evaluations feature.
export { useEvaluations } from './hooks/useEvaluations';
