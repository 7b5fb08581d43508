import { useMemo } from 'react';
import { AreaApp } from '@inpro/ui/layout';
import { RememberLastCourse, forgetLastCourseId, useLastCourseId } from '../features/materials';
import { AULA_AREA, AULA_BASE, aulaNav, aulaRoutes } from './routes';

/** The student classroom: frame, sidebar and screens under /aula. */
export function App() {
  const lastCourseId = useLastCourseId();
  const nav = useMemo(() => aulaNav(lastCourseId), [lastCourseId]);
  return (
    <AreaApp
      base={AULA_BASE}
      areaLabel={AULA_AREA.label}
      nav={nav}
      routes={aulaRoutes}
      extras={<RememberLastCourse />}
      onLogout={forgetLastCourseId}
    />
  );
}
