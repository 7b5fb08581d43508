// The door of the gradebook feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

export const GradebookPage = lazyPage(named(() => import('./components/GradebookPage'), 'GradebookPage'));

// What other features use: the course's students (the gradebook's rows).
export { useGradebook } from './hooks/useGradebook';
