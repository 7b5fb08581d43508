import { normalizeVideoUrl } from './videoUrl';

describe('normalizeVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&index=2', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['http://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=65'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['  https://vimeo.com/76979871  ', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeVideoUrl(input)).toBe(expected);
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
    'https://vimeo.com/about',
    'https://www.youtube.com/watch?v=',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://meet.google.com/abc-defg-hij',
    'not a url',
    'ftp://youtu.be/dQw4w9WgXcQ',
  ])('keeps %s as it is', (input) => {
    expect(normalizeVideoUrl(input)).toBe(input);
  });
});
