// The door of the auth feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const AuthPage = lazyPage(named(() => import('./components/AuthPage'), 'AuthPage'));
