// The door of the records feature: the only module the area's routes import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const MyCertificatesPage = lazyPage(named(() => import('./components/MyCertificatesPage'), 'MyCertificatesPage'));
export const CalendarFeedPage = lazyPage(named(() => import('./components/CalendarFeedPage'), 'CalendarFeedPage'));
