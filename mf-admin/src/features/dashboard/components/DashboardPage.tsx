import { UnderConstruction } from '@inpro/ui';

export function DashboardPage() {
  return <UnderConstruction title="Dashboard" />;
}
