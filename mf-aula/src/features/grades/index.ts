// What other features of the classroom may use from the grades feature.
export { useGrades } from './hooks/useGrades';
