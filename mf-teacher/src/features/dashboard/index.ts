// The door of the dashboard feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const DashboardPage = lazyPage(named(() => import('./components/DashboardPage'), 'DashboardPage'));
