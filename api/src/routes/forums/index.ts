import type { FastifyInstance } from 'fastify';
import { listForumCoursesRoute } from './courses/list';
import { createThreadRoute } from './courses/threads/create';
import { listThreadsRoute } from './courses/threads/list';
import { moderationPostsRoute } from './moderation/posts/list';
import { deletePostRoute } from './posts/delete';
import { hidePostRoute } from './posts/hide';
import { updatePostRoute } from './posts/update';
import { getThreadRoute } from './threads/get';
import { createPostRoute } from './threads/posts/create';
import { setSubscriptionRoute } from './threads/subscription';
import { updateThreadRoute } from './threads/update';

/**
 * /api/forums/*: course forums. The course's teacher, administrators and enrolled students read and post;
 * the teacher pins, locks, edits and deletes (audited); the master administrator hides any post (audited).
 * Their files are served under /api/files/conversations (routes/files).
 */
export async function forumsRoutes(app: FastifyInstance): Promise<void> {
  listForumCoursesRoute(app);
  listThreadsRoute(app);
  createThreadRoute(app);
  getThreadRoute(app);
  updateThreadRoute(app);
  setSubscriptionRoute(app);
  createPostRoute(app);
  updatePostRoute(app);
  deletePostRoute(app);
  hidePostRoute(app);
  moderationPostsRoute(app);
}
