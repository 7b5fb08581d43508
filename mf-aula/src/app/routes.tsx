import { lazyPage, named, type AreaNavItem, type AreaRoute } from '@inpro/ui';
import { materialsLink } from '../features/materials/lastCourse';

// One lazy chunk per screen.
const DashboardPage = lazyPage(named(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage'));
const MyCoursesPage = lazyPage(named(() => import('../features/courses/components/MyCoursesPage'), 'MyCoursesPage'));
const LiveClassesPage = lazyPage(named(() => import('../features/liveClasses/components/LiveClassesPage'), 'LiveClassesPage'));
const AttendancePage = lazyPage(named(() => import('../features/attendance/components/AttendancePage'), 'AttendancePage'));
const CourseUnitsPage = lazyPage(named(() => import('../features/materials/components/CourseUnitsPage'), 'CourseUnitsPage'));
const UnitResourcesPage = lazyPage(named(() => import('../features/materials/components/UnitResourcesPage'), 'UnitResourcesPage'));
const CourseEvaluationsPage = lazyPage(
  named(() => import('../features/evaluations/components/CourseEvaluationsPage'), 'CourseEvaluationsPage'),
);
const EvaluationPage = lazyPage(named(() => import('../features/evaluations/components/EvaluationPage'), 'EvaluationPage'));
const GradesPage = lazyPage(named(() => import('../features/grades/components/GradesPage'), 'GradesPage'));
const PaymentsPage = lazyPage(named(() => import('../features/payments/components/PaymentsPage'), 'PaymentsPage'));
const ProfilePage = lazyPage(named(() => import('../features/profile/components/ProfilePage'), 'ProfilePage'));

export const AULA_BASE = '/aula';

/** The student classroom's screens, relative to /aula. */
export const aulaRoutes: AreaRoute[] = [
  { path: '', Component: DashboardPage },
  { path: 'miscursos', Component: MyCoursesPage },
  { path: 'clases', Component: LiveClassesPage },
  { path: 'asistencia/:courseId', Component: AttendancePage },
  { path: 'materiales/:courseId', Component: CourseUnitsPage },
  { path: 'materiales/:courseId/unidad/:unitId', Component: UnitResourcesPage },
  { path: 'evaluaciones/:courseId', Component: CourseEvaluationsPage },
  { path: 'evaluaciones/:courseId/:evaluationId', Component: EvaluationPage },
  { path: 'notas', Component: GradesPage },
  { path: 'pagos', Component: PaymentsPage },
  { path: 'perfil', Component: ProfilePage },
];

/** The student sidebar ('Cerrar Sesión' is added by the frame); Materiales goes to the remembered course. */
export function aulaNav(lastCourseId: string | null): AreaNavItem[] {
  return [
    { label: 'Dashboard', to: '/aula', end: true },
    // A course's attendance and evaluations are reached from Mis Cursos.
    { label: 'Mis Cursos', to: '/aula/miscursos', match: ['/aula/miscursos', '/aula/asistencia', '/aula/evaluaciones'] },
    { label: 'Clases en Vivo', to: '/aula/clases' },
    { label: 'Materiales', to: materialsLink(lastCourseId), match: '/aula/materiales' },
    { label: 'Notas', to: '/aula/notas' },
    { label: 'Pagos', to: '/aula/pagos' },
    { label: 'Mi Perfil', to: '/aula/perfil' },
  ];
}
