// What other features of the master administrator area may use from the audit feature.
export { actionLabel, objectText } from './auditText';
export { useAuditLog } from './hooks/useAuditLog';
