import { UnderConstruction } from '@inpro/ui';

export function ProceduresPage() {
  return <UnderConstruction title="Trámites Educativos" />;
}
