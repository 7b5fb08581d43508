import { areaOf } from '@inpro/shared-contracts';
import type { AreaNavItem, AreaRoute } from '@inpro/ui';
// One lazy chunk per screen: each feature's door (features/<name>/index.ts) makes its screens lazy.
import { AttendancePage } from '../features/attendance';
import { MyCoursesPage } from '../features/courses';
import { DashboardPage } from '../features/dashboard';
import { CourseEvaluationsPage, EvaluationPage, EvaluationsPage } from '../features/evaluations';
import { ForumCoursePage, ForumHomePage, ForumThreadPage, ConversationPage, MessagesPage } from '../features/forums';
import { CourseGradebookPage, GradesPage } from '../features/grades';
import { LiveClassesPage } from '../features/liveClasses';
import { CourseUnitsPage, MaterialsHome, UnitResourcesPage, materialsLink } from '../features/materials';
import { PaymentsPage } from '../features/payments';
import { ProfilePage } from '../features/profile';
import { CalendarFeedPage, MyCertificatesPage } from '../features/records';

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
  { path: 'evaluaciones', Component: EvaluationsPage },
  { path: 'evaluaciones/:courseId', Component: CourseEvaluationsPage },
  { path: 'evaluaciones/:courseId/:evaluationId', Component: EvaluationPage },
  { path: 'notas', Component: GradesPage },
  { path: 'notas/:courseId', Component: CourseGradebookPage },
  { path: 'pagos', Component: PaymentsPage },
  { path: 'perfil', Component: ProfilePage },
  { path: 'certificados', Component: MyCertificatesPage },
  { path: 'calendario', Component: CalendarFeedPage },
  { path: 'foros', Component: ForumHomePage },
  { path: 'foros/:courseId', Component: ForumCoursePage },
  { path: 'foros/:courseId/:threadId', Component: ForumThreadPage },
  { path: 'mensajes', Component: MessagesPage },
  { path: 'mensajes/:courseId', Component: ConversationPage },
];

/** The student sidebar ('Cerrar Sesión' is added by the frame); Materiales goes to the remembered course. */
export function aulaNav(lastCourseId: string | null): AreaNavItem[] {
  return [
    { label: 'Dashboard', to: AULA_BASE, end: true },
    // A course's attendance is reached from Mis Cursos.
    { label: 'Mis Cursos', to: `${AULA_BASE}/miscursos`, match: [`${AULA_BASE}/miscursos`, `${AULA_BASE}/asistencia`] },
    { label: 'Clases en Vivo', to: `${AULA_BASE}/clases` },
    { label: 'Materiales', to: materialsLink(lastCourseId), match: `${AULA_BASE}/materiales` },
    { label: 'Evaluaciones', to: `${AULA_BASE}/evaluaciones` },
    { label: 'Notas', to: `${AULA_BASE}/notas` },
    { label: 'Pagos', to: `${AULA_BASE}/pagos` },
    { label: 'Mis certificados', to: `${AULA_BASE}/certificados` },
    { label: 'Mi calendario', to: `${AULA_BASE}/calendario` },
    { label: 'Foros y Mensajes', to: `${AULA_BASE}/foros`, match: [`${AULA_BASE}/foros`, `${AULA_BASE}/mensajes`] },
    { label: 'Mi Perfil', to: `${AULA_BASE}/perfil` },
  ];
}
