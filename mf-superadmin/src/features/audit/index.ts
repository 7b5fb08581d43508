// The door of the audit feature: the only module the area's routes and other features import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area).
export const AuditLogPage = lazyPage(named(() => import('./components/AuditLogPage'), 'AuditLogPage'));

// What other features use.
export { actionLabel, objectText } from './auditText';
export { useAuditLog } from './hooks/useAuditLog';
