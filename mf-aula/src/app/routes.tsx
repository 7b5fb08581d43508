import { areaOf } from '@inpro/shared-contracts';
import { lazyPage, named, type AreaNavItem, type AreaRoute } from '@inpro/ui';
import { materialsLink } from '../features/materials/lastCourse';

// One lazy chunk per screen.
const DashboardPage = lazyPage(named(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage'));
const MyCoursesPage = lazyPage(named(() => import('../features/courses/components/MyCoursesPage'), 'MyCoursesPage'));
const LiveClassesPage = lazyPage(named(() => import('../features/liveClasses/components/LiveClassesPage'), 'LiveClassesPage'));
const MaterialsHome = lazyPage(named(() => import('../features/materials/components/MaterialsHome'), 'MaterialsHome'));
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

/** This remote's entry of the area registry (shared-contracts): base path, label, roles. */
export const AULA_AREA = areaOf('mf-aula');
export const AULA_BASE = AULA_AREA.basePath;

/** The student classroom's screens, relative to /aula. */
export const aulaRoutes: AreaRoute[] = [
  { path: '', Component: DashboardPage },
  { path: 'miscursos', Component: MyCoursesPage },
  { path: 'clases', Component: LiveClassesPage },
  { path: 'asistencia/:courseId', Component: AttendancePage },
  { path: 'materiales', Component: MaterialsHome },
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
    { label: 'Dashboard', to: AULA_BASE, end: true },
    // A course's attendance and evaluations are reached from Mis Cursos.
    {
      label: 'Mis Cursos',
      to: `${AULA_BASE}/miscursos`,
      match: [`${AULA_BASE}/miscursos`, `${AULA_BASE}/asistencia`, `${AULA_BASE}/evaluaciones`],
    },
    { label: 'Clases en Vivo', to: `${AULA_BASE}/clases` },
    { label: 'Materiales', to: materialsLink(lastCourseId), match: `${AULA_BASE}/materiales` },
    { label: 'Notas', to: `${AULA_BASE}/notas` },
    { label: 'Pagos', to: `${AULA_BASE}/pagos` },
    { label: 'Mi Perfil', to: `${AULA_BASE}/perfil` },
  ];
}
