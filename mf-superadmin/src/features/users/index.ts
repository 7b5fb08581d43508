// The door of the users feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const UsersPage = lazyPage(named(() => import('./components/UsersPage'), 'UsersPage'));
