// What other features of the teacher area may use from the evaluations feature.
export { evaluationBody } from './api/updateEvaluation';
export { useEvaluations } from './hooks/useEvaluations';
export { useUpdateEvaluation } from './hooks/useEvaluationMutations';
