import type {
  Conversation,
  ConversationList,
  ForumCourse,
  ForumCourseBrief,
  ForumModerationPost,
  ForumThreadDetail,
  HttpClient,
} from '@inpro/shared-contracts';

/** Text plus one optional file: JSON without a file, multipart with one. */
function bodyOf(fields: Record<string, string>, file: File | null): unknown {
  if (!file) return fields;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, file.name);
  return form;
}

export const forumsApi = {
  courses: async (http: HttpClient, signal?: AbortSignal) => (await http.get<ForumCourseBrief[]>('/forums/courses', { signal })).data,
  threads: async (http: HttpClient, courseId: number, signal?: AbortSignal) =>
    (await http.get<ForumCourse>(`/forums/courses/${courseId}/threads`, { signal })).data,
  thread: async (http: HttpClient, threadId: number, signal?: AbortSignal) =>
    (await http.get<ForumThreadDetail>(`/forums/threads/${threadId}`, { signal })).data,
  createThread: async (http: HttpClient, courseId: number, input: { title: string; body: string; file: File | null }) =>
    (
      await http.post<ForumThreadDetail>(
        `/forums/courses/${courseId}/threads`,
        bodyOf({ title: input.title, body: input.body }, input.file),
      )
    ).data,
  reply: async (http: HttpClient, threadId: number, input: { body: string; file: File | null }) =>
    (await http.post<ForumThreadDetail>(`/forums/threads/${threadId}/posts`, bodyOf({ body: input.body }, input.file))).data,
  editPost: async (http: HttpClient, postId: number, body: string) =>
    (await http.put<ForumThreadDetail>(`/forums/posts/${postId}`, { body })).data,
  deletePost: async (http: HttpClient, postId: number) => {
    await http.delete(`/forums/posts/${postId}`);
  },
  updateThread: async (http: HttpClient, threadId: number, change: { pinned?: boolean; locked?: boolean }) =>
    (await http.put<ForumThreadDetail>(`/forums/threads/${threadId}`, change)).data,
  subscribe: async (http: HttpClient, threadId: number, subscribed: boolean) =>
    (await http.put<ForumThreadDetail>(`/forums/threads/${threadId}/subscription`, { subscribed })).data,
  moderation: async (http: HttpClient, q: string, signal?: AbortSignal) =>
    (await http.get<ForumModerationPost[]>(`/forums/moderation/posts${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal })).data,
  hide: async (http: HttpClient, postId: number, hidden: boolean, reason: string) =>
    (await http.post<ForumModerationPost>(`/forums/posts/${postId}/hide`, { hidden, reason: reason || undefined })).data,
  conversations: async (http: HttpClient, signal?: AbortSignal) =>
    (await http.get<ConversationList>('/messages/conversations', { signal })).data,
  conversation: async (http: HttpClient, courseId: number, studentId: number, signal?: AbortSignal) =>
    (await http.get<Conversation>(`/messages/courses/${courseId}/students/${studentId}`, { signal })).data,
  send: async (http: HttpClient, courseId: number, studentId: number, input: { body: string; file: File | null }) =>
    (await http.post<Conversation>(`/messages/courses/${courseId}/students/${studentId}`, bodyOf({ body: input.body }, input.file))).data,
};

/** Query keys of the forums and messages, shared by the areas that show them. */
export const forumKeys = {
  all: ['forums'] as const,
  courses: () => ['forums', 'courses'] as const,
  threads: (courseId: number) => ['forums', 'threads', courseId] as const,
  thread: (threadId: number) => ['forums', 'thread', threadId] as const,
  moderation: (q: string) => ['forums', 'moderation', q] as const,
  conversations: () => ['forums', 'conversations'] as const,
  conversation: (courseId: number, studentId: number) => ['forums', 'conversation', courseId, studentId] as const,
};
