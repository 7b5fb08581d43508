// The door of the materials feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const MaterialsPage = lazyPage(named(() => import('./components/MaterialsPage'), 'MaterialsPage'));

// What other features use.
export { UnitCard } from './components/UnitCard';
export { UnitForm } from './components/UnitForm';
export { useDeleteUnitFlow } from './hooks/useDeleteUnitFlow';
export { useUnits } from './hooks/useUnits';
