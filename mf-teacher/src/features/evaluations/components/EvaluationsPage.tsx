import { UnderConstruction } from '@inpro/ui';

export function EvaluationsPage() {
  return <UnderConstruction title="Evaluaciones" />;
}
