// The door of the liveClasses feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const LiveClassesPage = lazyPage(named(() => import('./components/LiveClassesPage'), 'LiveClassesPage'));

// What other features use.
export { classHours, classRows } from './classRows';
export { ClassStatusBadge } from './components/ClassStatusBadge';
export { JoinButton } from './components/JoinButton';
export { useClasses } from './hooks/useClasses';
