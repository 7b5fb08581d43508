import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  courseIdParamsSchema,
  errorBodySchema,
  forumCourseBriefSchema,
  forumCourseSchema,
  forumFileIdParamsSchema,
  forumHideSchema,
  forumModerationPostSchema,
  forumModerationQuerySchema,
  forumPostIdParamsSchema,
  forumSubscriptionSchema,
  forumThreadDetailSchema,
  forumThreadIdParamsSchema,
  forumThreadUpdateSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { deletePost, updatePost } from '../../domain/forums/changePost';
import { createPost } from '../../domain/forums/createPost';
import { createThread } from '../../domain/forums/createThread';
import { getThread } from '../../domain/forums/getThread';
import { hidePost, moderationPosts } from '../../domain/forums/hidePost';
import { listForumCourses } from '../../domain/forums/listCourses';
import { listThreads } from '../../domain/forums/listThreads';
import { serveConversationFile } from '../../domain/forums/serveConversationFile';
import { setSubscription, updateThread } from '../../domain/forums/updateThread';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const uploads = { 413: errorBodySchema, 415: errorBodySchema };
const queryText = z.string().max(200).optional();

/**
 * Course forums: the course's teacher, administrators and enrolled students read and post; the
 * teacher pins, locks, edits and deletes (audited); the master administrator hides any post (audited).
 */
export default async function forumsModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const common = { tags: ['forums'], security: bearer };
  const pre = app.authenticate;
  const withText =
    'JSON, or multipart/form-data with the same fields and one `file` (the materials’ upload rules). Text is Markdown, stored sanitized.';

  r.get(
    '/forums/courses',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'The caller’s course forums with thread counts',
        response: { 200: z.array(forumCourseBriefSchema), ...errors },
      },
    },
    async (req) => listForumCourses(req),
  );
  r.get(
    '/forums/courses/:courseId/threads',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Threads of a course’s forum',
        params: courseIdParamsSchema,
        response: { 200: forumCourseSchema, ...errors },
      },
    },
    async (req) => listThreads(req, req.params.courseId),
  );
  r.post(
    '/forums/courses/:courseId/threads',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Start a thread {title, body}',
        description: withText,
        consumes: ['application/json', 'multipart/form-data'],
        params: courseIdParamsSchema,
        response: { 201: forumThreadDetailSchema, ...errors, ...uploads },
      },
    },
    async (req, reply) => reply.status(201).send(await createThread(req, req.params.courseId)),
  );
  r.get(
    '/forums/threads/:threadId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'A thread and its posts',
        params: forumThreadIdParamsSchema,
        response: { 200: forumThreadDetailSchema, ...errors },
      },
    },
    async (req) => getThread(req, req.params.threadId),
  );
  r.put(
    '/forums/threads/:threadId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Pin or lock a thread (the course’s teacher; audited)',
        params: forumThreadIdParamsSchema,
        body: forumThreadUpdateSchema,
        response: { 200: forumThreadDetailSchema, ...errors },
      },
    },
    async (req) => updateThread(req, req.params.threadId, req.body),
  );
  r.put(
    '/forums/threads/:threadId/subscription',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Follow a thread or stop following it',
        params: forumThreadIdParamsSchema,
        body: forumSubscriptionSchema,
        response: { 200: forumThreadDetailSchema, ...errors },
      },
    },
    async (req) => setSubscription(req, req.params.threadId, req.body.subscribed),
  );
  r.post(
    '/forums/threads/:threadId/posts',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Reply {body} (followers are notified)',
        description: withText,
        consumes: ['application/json', 'multipart/form-data'],
        params: forumThreadIdParamsSchema,
        response: { 201: forumThreadDetailSchema, ...errors, ...uploads },
      },
    },
    async (req, reply) => reply.status(201).send(await createPost(req, req.params.threadId)),
  );
  r.put(
    '/forums/posts/:postId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Edit a post {body}: its author within the time window, the teacher at any time (audited)',
        params: forumPostIdParamsSchema,
        response: { 200: forumThreadDetailSchema, ...errors },
      },
    },
    async (req) => updatePost(req, req.params.postId),
  );
  r.delete(
    '/forums/posts/:postId',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Delete a post: its author within the time window, the teacher at any time (audited)',
        params: forumPostIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deletePost(req, req.params.postId);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/forums/posts/:postId/hide',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Hide a post or show it again {hidden, reason} (the master administrator; audited)',
        params: forumPostIdParamsSchema,
        body: forumHideSchema,
        response: { 200: forumModerationPostSchema, ...errors },
      },
    },
    async (req) => hidePost(req, req.params.postId, req.body),
  );
  r.get(
    '/forums/moderation/posts',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'The latest posts of every course (the master administrator)',
        querystring: forumModerationQuerySchema,
        response: { 200: z.array(forumModerationPostSchema), ...errors },
      },
    },
    async (req) => moderationPosts(req, req.query.q),
  );
  r.get(
    '/files/conversations/:fileId',
    {
      schema: {
        tags: ['files'],
        security: bearer,
        summary: 'Download the file of a forum post or a message (bearer token, or the signed link of the answers)',
        params: forumFileIdParamsSchema,
        querystring: z.object({ u: queryText, exp: queryText, sig: queryText, download: queryText }),
        response: { 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => serveConversationFile(req, reply, req.params.fileId, req.query),
  );
}
