import { getCoursesByType } from './getCoursesByType';
import { filterEndpoint, mockHttp } from '../../app/testing/renderWithRemote';

describe('getCoursesByType', () => {
  it('asks the server for one type and reads every page', async () => {
    const courses = [
      ...Array.from({ length: 150 }, (_, i) => ({ id: i + 1, title: `Diplomado ${i + 1}`, type: 'Diplomado' })),
      { id: 999, title: 'Curso suelto', type: 'Curso' },
    ];
    const get = filterEndpoint(courses);
    const result = await getCoursesByType(mockHttp({ get }), 'Diplomado');
    expect(result).toHaveLength(150);
    expect(result[149]!.id).toBe(150);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenNthCalledWith(
      1,
      '/courses/filter',
      expect.objectContaining({ params: { type: 'Diplomado', sort: 'popular', page: 0, size: 100 } }),
    );
    expect(get).toHaveBeenNthCalledWith(
      2,
      '/courses/filter',
      expect.objectContaining({ params: { type: 'Diplomado', sort: 'popular', page: 1, size: 100 } }),
    );
  });

  it('stops after one call when nothing matches', async () => {
    const get = filterEndpoint([]);
    expect(await getCoursesByType(mockHttp({ get }), 'Programa')).toEqual([]);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
