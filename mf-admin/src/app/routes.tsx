import { lazyPage, named, type AreaNavItem, type AreaRoute } from '@inpro/ui';
import { ADMIN_BASE } from './paths';

export { ADMIN_AREA, ADMIN_BASE } from './paths';

// One lazy chunk per screen.
const DashboardPage = lazyPage(named(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage'));
const ParticipantsPage = lazyPage(named(() => import('../features/participants/components/ParticipantsPage'), 'ParticipantsPage'));
const CoursesPage = lazyPage(named(() => import('../features/courses/components/CoursesPage'), 'CoursesPage'));
const CourseFormPage = lazyPage(named(() => import('../features/courses/components/CourseFormPage'), 'CourseFormPage'));
const CourseParticipantsPage = lazyPage(
  named(() => import('../features/courseParticipants/components/CourseParticipantsPage'), 'CourseParticipantsPage'),
);
const MaterialsPage = lazyPage(named(() => import('../features/materials/components/MaterialsPage'), 'MaterialsPage'));
const ReportsPage = lazyPage(named(() => import('../features/reports/components/ReportsPage'), 'ReportsPage'));
const SettingsPage = lazyPage(named(() => import('../features/settings/components/SettingsPage'), 'SettingsPage'));

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
