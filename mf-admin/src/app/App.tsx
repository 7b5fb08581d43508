import { AreaApp } from '@inpro/ui/layout';
import { ADMIN_BASE, adminNav, adminRoutes } from './routes';

/** The administrator area: frame, sidebar and screens under /admin. */
export function App() {
  return <AreaApp base={ADMIN_BASE} areaLabel="Administración" nav={adminNav} routes={adminRoutes} fetchProfileWhenNoEmail />;
}
