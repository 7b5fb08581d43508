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

export const SUPERADMIN_BASE = '/superadmin';

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
  { label: 'Dashboard', to: '/superadmin', end: true },
  { label: 'Usuarios', to: '/superadmin/usuarios' },
  { label: 'Participantes', to: '/superadmin/participantes' },
  { label: 'Cursos', to: '/superadmin/cursos' },
  { label: 'Pagos', to: '/superadmin/pagos' },
  { label: 'Reportes', to: '/superadmin/reportes' },
  { label: 'Configuración', to: '/superadmin/config' },
  { label: 'Log de Auditoría', to: '/superadmin/auditoria' },
  { label: 'Despliegues', to: '/superadmin/despliegues' },
];
