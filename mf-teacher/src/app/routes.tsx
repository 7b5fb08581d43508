import { areaOf } from '@inpro/shared-contracts';
import { lazyPage, named, type AreaNavItem, type AreaRoute } from '@inpro/ui';

// One lazy chunk per screen.
const DashboardPage = lazyPage(named(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage'));
const MyCoursesPage = lazyPage(named(() => import('../features/courses/components/MyCoursesPage'), 'MyCoursesPage'));
const ManageCoursePage = lazyPage(named(() => import('../features/manageCourse/components/ManageCoursePage'), 'ManageCoursePage'));
const LiveClassesPage = lazyPage(named(() => import('../features/liveClasses/components/LiveClassesPage'), 'LiveClassesPage'));
const MaterialsPage = lazyPage(named(() => import('../features/materials/components/MaterialsPage'), 'MaterialsPage'));
const EvaluationsPage = lazyPage(named(() => import('../features/evaluations/components/EvaluationsPage'), 'EvaluationsPage'));
const ProfilePage = lazyPage(named(() => import('../features/profile/components/ProfilePage'), 'ProfilePage'));

/** This remote's entry of the area registry (shared-contracts): base path, label, roles. */
export const TEACHER_AREA = areaOf('mf-teacher');
export const TEACHER_BASE = TEACHER_AREA.basePath;

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
  { label: 'Dashboard', to: TEACHER_BASE, end: true },
  { label: 'Mis Cursos', to: `${TEACHER_BASE}/cursos`, match: [`${TEACHER_BASE}/cursos`, `${TEACHER_BASE}/curso`] },
  { label: 'Clases', to: `${TEACHER_BASE}/clases` },
  { label: 'Materiales', to: `${TEACHER_BASE}/materiales` },
  { label: 'Evaluaciones', to: `${TEACHER_BASE}/evaluaciones` },
  { label: 'Mi Perfil', to: `${TEACHER_BASE}/perfil` },
];
