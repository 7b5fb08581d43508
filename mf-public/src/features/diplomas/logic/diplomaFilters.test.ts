import { applyDiplomaFilters, courseModality, DEFAULT_FILTERS, isDiploma } from './diplomaFilters';
import { apiCourse } from '../../../app/testing/apiCourse';

const session = (mode?: string | null) => ({ mode });

const a = apiCourse({
  id: 1,
  title: 'Diplomado en Contrataciones del Estado',
  area: 'Contrataciones',
  price: 850,
  schedule: [session('Virtual'), session('virtual')],
});
const b = apiCourse({
  id: 2,
  title: 'Diplomado en Derecho Penal',
  area: 'Derecho Penal',
  price: 720,
  schedule: [session('Presencial'), session(null)],
});
const c = apiCourse({
  id: 3,
  title: 'Diplomado en Gestión Pública',
  area: 'Gestión Pública',
  description: 'Presupuesto y planeamiento',
  price: 980,
  schedule: [session('Presencial'), session('Virtual')],
});
const d = apiCourse({ id: 4, title: 'Diplomado en Arbitraje', price: 600, schedule: [] });

describe('courseModality', () => {
  it('derives the modality from the schedule modes', () => {
    expect(courseModality(a)).toBe('Virtual');
    expect(courseModality(b)).toBe('Presencial'); // a session without mode counts as Presencial
    expect(courseModality(c)).toBe('Mixto');
    expect(courseModality(apiCourse({ id: 5, title: 'x', schedule: [session('Mixto')] }))).toBe('Mixto');
    expect(courseModality(d)).toBeNull();
  });
});

describe('isDiploma', () => {
  it('matches the Diplomado type only', () => {
    expect(isDiploma(apiCourse({ id: 1, title: 'x', type: 'Diplomado' }))).toBe(true);
    expect(isDiploma(apiCourse({ id: 1, title: 'x', type: 'DIPLOMADO' }))).toBe(true);
    expect(isDiploma(apiCourse({ id: 1, title: 'x', type: 'Curso' }))).toBe(false);
    expect(isDiploma(apiCourse({ id: 1, title: 'x' }))).toBe(false);
  });
});

describe('applyDiplomaFilters', () => {
  const all = [a, b, c, d];
  it('keeps the server order by default', () => {
    expect(applyDiplomaFilters(all, DEFAULT_FILTERS).map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });
  it('searches title, area and description ignoring accents and case', () => {
    expect(applyDiplomaFilters(all, { ...DEFAULT_FILTERS, q: 'gestion' }).map((x) => x.id)).toEqual([3]);
    expect(applyDiplomaFilters(all, { ...DEFAULT_FILTERS, q: 'PRESUPUESTO' }).map((x) => x.id)).toEqual([3]);
    expect(applyDiplomaFilters(all, { ...DEFAULT_FILTERS, q: '  derecho   penal ' }).map((x) => x.id)).toEqual([2]);
    expect(applyDiplomaFilters(all, { ...DEFAULT_FILTERS, q: 'notarial' })).toEqual([]);
  });
  it('filters by modality', () => {
    expect(applyDiplomaFilters(all, { ...DEFAULT_FILTERS, modality: 'Virtual' }).map((x) => x.id)).toEqual([1]);
    expect(applyDiplomaFilters(all, { ...DEFAULT_FILTERS, modality: 'Presencial' }).map((x) => x.id)).toEqual([2]);
    expect(applyDiplomaFilters(all, { ...DEFAULT_FILTERS, modality: 'Mixto' }).map((x) => x.id)).toEqual([3]);
  });
  it('sorts by price both ways without touching the input', () => {
    expect(applyDiplomaFilters(all, { ...DEFAULT_FILTERS, sort: 'asc' }).map((x) => x.price)).toEqual([600, 720, 850, 980]);
    expect(applyDiplomaFilters(all, { ...DEFAULT_FILTERS, sort: 'desc' }).map((x) => x.price)).toEqual([980, 850, 720, 600]);
    expect(all.map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });
});
