import { AreaApp } from '@inpro/ui/layout';
import { TEACHER_AREA, TEACHER_BASE, teacherNav, teacherRoutes } from './routes';

/** The teacher area: frame, sidebar and screens under /prof. */
export function App() {
  return <AreaApp base={TEACHER_BASE} areaLabel={TEACHER_AREA.label} nav={teacherNav} routes={teacherRoutes} fetchProfileWhenNoEmail />;
}
