import { FORUM_EDIT_WINDOW_MINUTES } from '@inpro/shared-contracts';

export interface PostState {
  authorId: number | null;
  createdAt: Date;
  deletedAt: Date | null;
  hiddenAt: Date | null;
}

/**
 * The author may edit or delete their post for FORUM_EDIT_WINDOW_MINUTES after writing it; the
 * course's teacher at any time. A deleted or hidden post is not changed any more.
 */
export function mayChangePost(post: PostState, userId: number, canModerate: boolean, now = new Date()): 'author' | 'teacher' | null {
  if (post.deletedAt || post.hiddenAt) return null;
  if (post.authorId === userId && now.getTime() - post.createdAt.getTime() <= FORUM_EDIT_WINDOW_MINUTES * 60_000) return 'author';
  if (canModerate) return 'teacher';
  return null;
}
