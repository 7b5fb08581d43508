import { courseCoverUrl, courseImageSources } from './courseImages';

describe('course images', () => {
  it('gives each specialty its cover, and the institute cover to a course without area', () => {
    expect(courseCoverUrl('/api', 'Formación de Árbitros')).toBe('/api/covers/formacion-de-arbitros.svg');
    expect(courseCoverUrl('/api/', 'Derecho Penal')).toBe('/api/covers/derecho-penal.svg');
    expect(courseCoverUrl('/api', '')).toBe('/api/covers/inpro.svg');
    expect(courseCoverUrl('/api', null)).toBe('/api/covers/inpro.svg');
  });

  it('uses the cover when the course has no image', () => {
    expect(courseImageSources('/api', { image: '  ', area: 'Derecho Civil' })).toEqual({
      src: '/api/covers/derecho-civil.svg',
      cover: true,
    });
  });

  it('offers the narrower copies of an uploaded course image', () => {
    const image = '/api/media/course-0123456789abcdef01234567.webp';
    expect(courseImageSources('/api', { image, area: 'Derecho Civil' })).toEqual({
      src: image,
      srcSet: `${image}?w=400 400w, ${image}?w=800 800w, ${image} 1200w`,
      cover: false,
    });
  });

  it('uses any other image address as it is', () => {
    for (const image of ['https://cdn.example.pe/c.jpg', '/api/media/logo-0123456789abcdef01234567.png', '/img/x.webp']) {
      expect(courseImageSources('/api', { image, area: 'Derecho Civil' })).toEqual({ src: image, cover: false });
    }
  });
});
