import { areaOf } from '@inpro/shared-contracts';
import type { AreaNavItem, AreaRoute } from '@inpro/ui';
// One lazy chunk per screen: each feature's door (features/<name>/index.ts) makes its screens lazy.
import { MyCoursesPage } from '../features/courses';
import { DashboardPage } from '../features/dashboard';
import { EvaluationsPage } from '../features/evaluations';
import { ConversationPage, ForumCoursePage, ForumHomePage, ForumThreadPage, MessagesPage } from '../features/forums';
import { GradebookPage } from '../features/gradebook';
import { LiveClassesPage } from '../features/liveClasses';
import { ManageCoursePage } from '../features/manageCourse';
import { MaterialsPage } from '../features/materials';
import { ProfilePage } from '../features/profile';

/** This remote's entry of the area registry (shared-contracts): base path, label, roles. */
export const TEACHER_AREA = areaOf('mf-teacher');
export const TEACHER_BASE = TEACHER_AREA.basePath;

/** The teacher area's screens, relative to /prof. Both manage-course spellings of the spec resolve. */
export const teacherRoutes: AreaRoute[] = [
  { path: '', Component: DashboardPage },
  { path: 'cursos', Component: MyCoursesPage },
  { path: 'cursos/:id/gestionar', Component: ManageCoursePage },
  { path: 'curso/:id/gestionar', Component: ManageCoursePage },
  { path: 'cursos/:id/calificaciones', Component: GradebookPage },
  { path: 'clases', Component: LiveClassesPage },
  { path: 'materiales', Component: MaterialsPage },
  { path: 'evaluaciones', Component: EvaluationsPage },
  { path: 'perfil', Component: ProfilePage },
  { path: 'foros', Component: ForumHomePage },
  { path: 'foros/:courseId', Component: ForumCoursePage },
  { path: 'foros/:courseId/:threadId', Component: ForumThreadPage },
  { path: 'mensajes', Component: MessagesPage },
  { path: 'mensajes/:courseId/:studentId', Component: ConversationPage },
];

/** The teacher sidebar ('Cerrar Sesión' is added by the frame). */
export const teacherNav: AreaNavItem[] = [
  { label: 'Dashboard', to: TEACHER_BASE, end: true },
  { label: 'Mis Cursos', to: `${TEACHER_BASE}/cursos`, match: [`${TEACHER_BASE}/cursos`, `${TEACHER_BASE}/curso`] },
  { label: 'Clases', to: `${TEACHER_BASE}/clases` },
  { label: 'Materiales', to: `${TEACHER_BASE}/materiales` },
  { label: 'Evaluaciones', to: `${TEACHER_BASE}/evaluaciones` },
  { label: 'Foros y Mensajes', to: `${TEACHER_BASE}/foros`, match: [`${TEACHER_BASE}/foros`, `${TEACHER_BASE}/mensajes`] },
  { label: 'Mi Perfil', to: `${TEACHER_BASE}/perfil` },
];
