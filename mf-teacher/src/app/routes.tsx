import { lazyPage, named, type AreaNavItem, type AreaRoute } from '@inpro/ui';

// One lazy chunk per screen.
const DashboardPage = lazyPage(named(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage'));
const MyCoursesPage = lazyPage(named(() => import('../features/courses/components/MyCoursesPage'), 'MyCoursesPage'));
const ManageCoursePage = lazyPage(named(() => import('../features/manageCourse/components/ManageCoursePage'), 'ManageCoursePage'));
const LiveClassesPage = lazyPage(named(() => import('../features/liveClasses/components/LiveClassesPage'), 'LiveClassesPage'));
const MaterialsPage = lazyPage(named(() => import('../features/materials/components/MaterialsPage'), 'MaterialsPage'));
const EvaluationsPage = lazyPage(named(() => import('../features/evaluations/components/EvaluationsPage'), 'EvaluationsPage'));
const ProfilePage = lazyPage(named(() => import('../features/profile/components/ProfilePage'), 'ProfilePage'));

export const TEACHER_BASE = '/prof';

/** The teacher area's screens, relative to /prof. Both manage-course spellings of the spec resolve. */
export const teacherRoutes: AreaRoute[] = [
  { path: '', Component: DashboardPage },
  { path: 'cursos', Component: MyCoursesPage },
  { path: 'cursos/:id/gestionar', Component: ManageCoursePage },
  { path: 'curso/:id/gestionar', Component: ManageCoursePage },
  { path: 'clases', Component: LiveClassesPage },
  { path: 'materiales', Component: MaterialsPage },
  { path: 'evaluaciones', Component: EvaluationsPage },
  { path: 'perfil', Component: ProfilePage },
];

/** The teacher sidebar ('Cerrar Sesión' is added by the frame). */
export const teacherNav: AreaNavItem[] = [
  { label: 'Dashboard', to: '/prof', end: true },
  { label: 'Mis Cursos', to: '/prof/cursos', match: ['/prof/cursos', '/prof/curso'] },
  { label: 'Clases', to: '/prof/clases' },
  { label: 'Materiales', to: '/prof/materiales' },
  { label: 'Evaluaciones', to: '/prof/evaluaciones' },
  { label: 'Mi Perfil', to: '/prof/perfil' },
];
