import { fireEvent, screen } from '@testing-library/react';
import { renderRemote } from '../../app/testing/remoteHarness';
import { CourseImage } from './CourseImage';

const sizes = '(max-width: 640px) 100vw, 400px';

function renderImage(course: { title: string; image: string | null; area: string }, eager = false) {
  renderRemote(<CourseImage course={course} width={400} height={225} sizes={sizes} eager={eager} />);
  return screen.getByRole('img', { name: `Imagen del curso ${course.title}` });
}

describe('CourseImage', () => {
  it("shows its specialty's cover when the course has no image, lazily below the fold", () => {
    const img = renderImage({ title: 'Arbitraje I', image: null, area: 'Formación de Árbitros' });
    expect(img).toHaveAttribute('src', '/api/covers/formacion-de-arbitros.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
  });

  it('offers the narrower copies of an uploaded image, and loads the first one in view at once', () => {
    const image = '/api/media/course-0123456789abcdef01234567.webp';
    const img = renderImage({ title: 'Penal', image, area: 'Derecho Penal' }, true);
    expect(img).toHaveAttribute('src', image);
    expect(img).toHaveAttribute('srcset', `${image}?w=400 400w, ${image}?w=800 800w, ${image} 1200w`);
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('falls back to the cover when its own image fails to load', () => {
    const img = renderImage({ title: 'Civil', image: 'https://cdn.example.pe/roto.jpg', area: 'Derecho Civil' });
    expect(img).toHaveAttribute('src', 'https://cdn.example.pe/roto.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/api/covers/derecho-civil.svg');
  });
});
