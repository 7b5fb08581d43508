// The door of the profile feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const ProfilePage = lazyPage(named(() => import('./components/ProfilePage'), 'ProfilePage'));
