import { AreaApp } from '@inpro/ui/layout';
import { TEACHER_BASE, teacherNav, teacherRoutes } from './routes';

/** The teacher area: frame, sidebar and screens under /prof. */
export function App() {
  return <AreaApp base={TEACHER_BASE} areaLabel="Área docente" nav={teacherNav} routes={teacherRoutes} fetchProfileWhenNoEmail />;
}
