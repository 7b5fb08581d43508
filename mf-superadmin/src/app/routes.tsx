import { areaOf } from '@inpro/shared-contracts';
import type { AreaNavItem, AreaRoute } from '@inpro/ui';
// One lazy chunk per screen: each feature's door (features/<name>/index.ts) makes its screens lazy.
import { AuditLogPage } from '../features/audit';
import { CoursesPage } from '../features/courses';
import { DashboardPage } from '../features/dashboard';
import { DeploymentsPage } from '../features/deployments';
import { JobsPage } from '../features/jobs';
import { ForumModerationPage } from '../features/forums';
import { LegalPagesPage } from '../features/legalPages';
import { ParticipantsPage } from '../features/participants';
import { PaymentsPage } from '../features/payments';
import { ReportsPage } from '../features/reports';
import { SettingsPage } from '../features/settings';
import { UsersPage } from '../features/users';

/** This remote's entry of the area registry (shared-contracts): base path, label, roles. */
export const SUPERADMIN_AREA = areaOf('mf-superadmin');
export const SUPERADMIN_BASE = SUPERADMIN_AREA.basePath;

/** The master administrator area's screens, relative to /superadmin. */
export const superadminRoutes: AreaRoute[] = [
  { path: '', Component: DashboardPage },
  { path: 'usuarios', Component: UsersPage },
  { path: 'participantes', Component: ParticipantsPage },
  { path: 'cursos', Component: CoursesPage },
  { path: 'pagos', Component: PaymentsPage },
  { path: 'reportes', Component: ReportsPage },
  { path: 'config', Component: SettingsPage },
  { path: 'paginas', Component: LegalPagesPage },
  { path: 'auditoria', Component: AuditLogPage },
  { path: 'despliegues', Component: DeploymentsPage },
  { path: 'trabajos', Component: JobsPage },
  { path: 'foros', Component: ForumModerationPage },
];

/** The master administrator sidebar (the seed's eight entries plus Páginas legales, Despliegues, Trabajos and Foros; 'Cerrar Sesión' is added by the frame). */
export const superadminNav: AreaNavItem[] = [
  { label: 'Dashboard', to: SUPERADMIN_BASE, end: true },
  { label: 'Usuarios', to: `${SUPERADMIN_BASE}/usuarios` },
  { label: 'Participantes', to: `${SUPERADMIN_BASE}/participantes` },
  { label: 'Cursos', to: `${SUPERADMIN_BASE}/cursos` },
  { label: 'Pagos', to: `${SUPERADMIN_BASE}/pagos` },
  { label: 'Reportes', to: `${SUPERADMIN_BASE}/reportes` },
  { label: 'Configuración', to: `${SUPERADMIN_BASE}/config` },
  { label: 'Páginas legales', to: `${SUPERADMIN_BASE}/paginas` },
  { label: 'Log de Auditoría', to: `${SUPERADMIN_BASE}/auditoria` },
  { label: 'Despliegues', to: `${SUPERADMIN_BASE}/despliegues` },
  { label: 'Trabajos', to: `${SUPERADMIN_BASE}/trabajos` },
  { label: 'Foros', to: `${SUPERADMIN_BASE}/foros` },
];
