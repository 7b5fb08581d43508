import { UnderConstruction } from '@inpro/ui';

export function AuditLogPage() {
  return <UnderConstruction title="Log de Auditoría" />;
}
