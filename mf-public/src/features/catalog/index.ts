// The door of the catalog feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const CatalogPage = lazyPage(named(() => import('./components/CatalogPage'), 'CatalogPage'));

// What other features use.
export { filterCourses } from './api/filterCourses';
export { catalogueCard } from './components/catalogueCard';
export { catalogStyles } from './components/catalogStyles';
export type { Page } from './model/page';
