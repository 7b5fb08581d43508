import { mayChangePost } from './rules';

describe('mayChangePost', () => {
  const now = new Date('2026-05-04T15:00:00Z');
  const post = (minutesAgo: number, extra: Partial<{ deletedAt: Date; hiddenAt: Date }> = {}) => ({
    authorId: 7,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    deletedAt: extra.deletedAt ?? null,
    hiddenAt: extra.hiddenAt ?? null,
  });

  it('lets the author change a post for 30 minutes', () => {
    expect(mayChangePost(post(29), 7, false, now)).toBe('author');
    expect(mayChangePost(post(30), 7, false, now)).toBe('author');
    expect(mayChangePost(post(31), 7, false, now)).toBeNull();
  });

  it('lets the teacher change any post at any time, and nobody else', () => {
    expect(mayChangePost(post(600), 9, true, now)).toBe('teacher');
    expect(mayChangePost(post(600), 7, true, now)).toBe('teacher');
    expect(mayChangePost(post(1), 9, false, now)).toBeNull();
  });

  it('changes no deleted or hidden post', () => {
    expect(mayChangePost(post(1, { deletedAt: now }), 7, true, now)).toBeNull();
    expect(mayChangePost(post(1, { hiddenAt: now }), 7, true, now)).toBeNull();
  });
});
