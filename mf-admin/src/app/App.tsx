import { AreaApp } from '@inpro/ui/layout';
import { ADMIN_AREA, ADMIN_BASE, adminNav, adminRoutes } from './routes';

/** The administrator area: frame, sidebar and screens under /admin. */
export function App() {
  return <AreaApp base={ADMIN_BASE} areaLabel={ADMIN_AREA.label} nav={adminNav} routes={adminRoutes} fetchProfileWhenNoEmail />;
}
