// The door of the background jobs feature: the only module the area's routes import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screen, one lazy chunk (the routes of the area).
export const JobsPage = lazyPage(named(() => import('./components/JobsPage'), 'JobsPage'));
