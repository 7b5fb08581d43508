import { useEffect, useState } from 'react';
import { useHttp } from '@inpro/ui';
import { getCourseAreas } from '../api/getCourseAreas';

/** Area filter options; an error leaves only "all areas" (the catalogue still works). */
export function useCourseAreas(): string[] {
  const http = useHttp();
  const [areas, setAreas] = useState<string[]>([]);
  useEffect(() => {
    const ctrl = new AbortController();
    getCourseAreas(http, ctrl.signal).then(setAreas, () => setAreas([]));
    return () => ctrl.abort();
  }, [http]);
  return areas;
}
