// The door of the legal pages feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screen, one lazy chunk (the routes of the area).
export const LegalPagesPage = lazyPage(named(() => import('./components/LegalPagesPage'), 'LegalPagesPage'));
