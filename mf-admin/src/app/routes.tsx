import type { AreaNavItem, AreaRoute } from '@inpro/ui';
import { ADMIN_BASE } from './paths';
// One lazy chunk per screen: each feature's door (features/<name>/index.ts) makes its screens lazy.
import { CourseParticipantsPage } from '../features/courseParticipants';
import { CourseFormPage, CoursesPage } from '../features/courses';
import { DashboardPage } from '../features/dashboard';
import { MaterialsPage } from '../features/materials';
import { ParticipantsPage } from '../features/participants';
import { ReportsPage } from '../features/reports';
import { SettingsPage } from '../features/settings';

export { ADMIN_AREA, ADMIN_BASE } from './paths';

/** The administrator area's screens, relative to /admin. */
export const adminRoutes: AreaRoute[] = [
  { path: '', Component: DashboardPage },
  { path: 'participantes', Component: ParticipantsPage },
  { path: 'cursos', Component: CoursesPage },
  { path: 'cursos/new', Component: CourseFormPage },
  { path: 'cursos/:id/edit', Component: CourseFormPage },
  { path: 'cursos/:id/participantes', Component: CourseParticipantsPage },
  { path: 'materiales', Component: MaterialsPage },
  { path: 'reportes', Component: ReportsPage },
  { path: 'conf', Component: SettingsPage },
];

/** The administrator sidebar ('Cerrar Sesión' is added by the frame). */
export const adminNav: AreaNavItem[] = [
  { label: 'Dashboard', to: ADMIN_BASE, end: true },
  { label: 'Participantes', to: `${ADMIN_BASE}/participantes` },
  { label: 'Mis Cursos', to: `${ADMIN_BASE}/cursos` },
  { label: 'Materiales', to: `${ADMIN_BASE}/materiales` },
  { label: 'Reportes', to: `${ADMIN_BASE}/reportes` },
  { label: 'Configuración', to: `${ADMIN_BASE}/conf` },
];
