// What other features of the teacher area may use from the materials feature.
export { UnitCard } from './components/UnitCard';
export { UnitForm } from './components/UnitForm';
export { useDeleteUnitFlow } from './hooks/useDeleteUnitFlow';
export { useUnits } from './hooks/useUnits';
