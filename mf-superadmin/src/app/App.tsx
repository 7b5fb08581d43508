import { AreaApp } from '@inpro/ui/layout';
import { SUPERADMIN_AREA, SUPERADMIN_BASE, superadminNav, superadminRoutes } from './routes';

/** The master administrator area: frame, sidebar and screens under /superadmin. */
export function App() {
  return (
    <AreaApp
      base={SUPERADMIN_BASE}
      areaLabel={SUPERADMIN_AREA.label}
      nav={superadminNav}
      routes={superadminRoutes}
      fetchProfileWhenNoEmail
    />
  );
}
