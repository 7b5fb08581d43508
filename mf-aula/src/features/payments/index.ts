// What other features of the classroom may use from the payments feature.
export { useAccountStatement } from './hooks/useAccountStatement';
