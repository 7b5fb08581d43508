import { areaOf } from '@inpro/shared-contracts';
import { lazyPage, named, type AreaNavItem, type AreaRoute } from '@inpro/ui';

// One lazy chunk per screen.
const DashboardPage = lazyPage(named(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage'));
const UsersPage = lazyPage(named(() => import('../features/users/components/UsersPage'), 'UsersPage'));
const ParticipantsPage = lazyPage(named(() => import('../features/participants/components/ParticipantsPage'), 'ParticipantsPage'));
const CoursesPage = lazyPage(named(() => import('../features/courses/components/CoursesPage'), 'CoursesPage'));
const PaymentsPage = lazyPage(named(() => import('../features/payments/components/PaymentsPage'), 'PaymentsPage'));
const ReportsPage = lazyPage(named(() => import('../features/reports/components/ReportsPage'), 'ReportsPage'));
const SettingsPage = lazyPage(named(() => import('../features/settings/components/SettingsPage'), 'SettingsPage'));
const AuditLogPage = lazyPage(named(() => import('../features/audit/components/AuditLogPage'), 'AuditLogPage'));
const DeploymentsPage = lazyPage(named(() => import('../features/deployments/components/DeploymentsPage'), 'DeploymentsPage'));

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
  { path: 'auditoria', Component: AuditLogPage },
  { path: 'despliegues', Component: DeploymentsPage },
];

/** The master administrator sidebar (the seed's eight entries plus Despliegues; 'Cerrar Sesión' is added by the frame). */
export const superadminNav: AreaNavItem[] = [
  { label: 'Dashboard', to: SUPERADMIN_BASE, end: true },
  { label: 'Usuarios', to: `${SUPERADMIN_BASE}/usuarios` },
  { label: 'Participantes', to: `${SUPERADMIN_BASE}/participantes` },
  { label: 'Cursos', to: `${SUPERADMIN_BASE}/cursos` },
  { label: 'Pagos', to: `${SUPERADMIN_BASE}/pagos` },
  { label: 'Reportes', to: `${SUPERADMIN_BASE}/reportes` },
  { label: 'Configuración', to: `${SUPERADMIN_BASE}/config` },
  { label: 'Log de Auditoría', to: `${SUPERADMIN_BASE}/auditoria` },
  { label: 'Despliegues', to: `${SUPERADMIN_BASE}/despliegues` },
];
