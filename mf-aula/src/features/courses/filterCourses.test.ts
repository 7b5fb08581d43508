import type { MyCourse } from '@inpro/shared-contracts';
import { filterCourses } from './filterCourses';

const course = (id: number, title: string, area: string, level: string) => ({ id, title, area, level }) as MyCourse;
const list = [
  course(1, 'Derecho Penal I', 'Penal', 'Básico'),
  course(2, 'Arbitraje', 'Civil', 'Avanzado'),
  course(3, 'Litigación', 'Procesal', 'Intermedio'),
];

describe('filterCourses', () => {
  it.each([
    ['', [1, 2, 3]],
    ['  ', [1, 2, 3]],
    ['penal', [1]],
    ['CIVIL', [2]],
    ['basico', [1]],
    ['litigacion', [3]],
    ['zzz', []],
  ])('%p → %p', (q, ids) => {
    expect(filterCourses(list, q).map((c) => c.id)).toEqual(ids);
  });
});
