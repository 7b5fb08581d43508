import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForumThreadDetail } from '@inpro/shared-contracts';
import { NOTIFICATIONS_KEY } from '../layout/notificationsApi';
import { useHttp } from '@inpro/ui';
import { forumKeys, forumsApi } from './forumsApi';

export function useForumCourses() {
  const http = useHttp();
  return useQuery({ queryKey: forumKeys.courses(), queryFn: ({ signal }) => forumsApi.courses(http, signal) });
}

export function useForumThreads(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: forumKeys.threads(courseId ?? 0),
    queryFn: ({ signal }) => forumsApi.threads(http, courseId as number, signal),
    enabled: courseId !== null,
  });
}

export function useForumThread(threadId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: forumKeys.thread(threadId ?? 0),
    queryFn: ({ signal }) => forumsApi.thread(http, threadId as number, signal),
    enabled: threadId !== null,
  });
}

/** Every change of a thread answers the thread again: it replaces the cached one, and the lists are refreshed. */
export function useThreadActions(threadId: number) {
  const http = useHttp();
  const qc = useQueryClient();
  const done = (detail: ForumThreadDetail) => {
    qc.setQueryData(forumKeys.thread(threadId), detail);
    void qc.invalidateQueries({ queryKey: forumKeys.threads(detail.course.id) });
  };
  return {
    reply: useMutation({
      mutationFn: (input: { body: string; file: File | null }) => forumsApi.reply(http, threadId, input),
      onSuccess: done,
    }),
    edit: useMutation({
      mutationFn: ({ postId, body }: { postId: number; body: string }) => forumsApi.editPost(http, postId, body),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (postId: number) => forumsApi.deletePost(http, postId),
      onSuccess: () => qc.invalidateQueries({ queryKey: forumKeys.thread(threadId) }),
    }),
    update: useMutation({
      mutationFn: (change: { pinned?: boolean; locked?: boolean }) => forumsApi.updateThread(http, threadId, change),
      onSuccess: done,
    }),
    subscribe: useMutation({ mutationFn: (subscribed: boolean) => forumsApi.subscribe(http, threadId, subscribed), onSuccess: done }),
  };
}

export function useCreateThread(courseId: number) {
  const http = useHttp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; body: string; file: File | null }) => forumsApi.createThread(http, courseId, input),
    onSuccess: (detail) => {
      qc.setQueryData(forumKeys.thread(detail.thread.id), detail);
      void qc.invalidateQueries({ queryKey: forumKeys.threads(courseId) });
      void qc.invalidateQueries({ queryKey: forumKeys.courses() });
    },
  });
}

export function useConversations() {
  const http = useHttp();
  return useQuery({ queryKey: forumKeys.conversations(), queryFn: ({ signal }) => forumsApi.conversations(http, signal) });
}

/** Opening a conversation marks it read (the list and the bell are refreshed). */
export function useConversation(courseId: number | null, studentId: number | null) {
  const http = useHttp();
  const qc = useQueryClient();
  return useQuery({
    queryKey: forumKeys.conversation(courseId ?? 0, studentId ?? 0),
    queryFn: async ({ signal }) => {
      const data = await forumsApi.conversation(http, courseId as number, studentId as number, signal);
      void qc.invalidateQueries({ queryKey: forumKeys.conversations() });
      void qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      return data;
    },
    enabled: courseId !== null && studentId !== null,
  });
}

export function useSendMessage(courseId: number, studentId: number) {
  const http = useHttp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; file: File | null }) => forumsApi.send(http, courseId, studentId, input),
    onSuccess: (data) => {
      qc.setQueryData(forumKeys.conversation(courseId, studentId), data);
      void qc.invalidateQueries({ queryKey: forumKeys.conversations() });
    },
  });
}

export function useModerationPosts(q: string) {
  const http = useHttp();
  return useQuery({ queryKey: forumKeys.moderation(q), queryFn: ({ signal }) => forumsApi.moderation(http, q, signal) });
}

export function useHidePost() {
  const http = useHttp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, hidden, reason }: { postId: number; hidden: boolean; reason: string }) =>
      forumsApi.hide(http, postId, hidden, reason),
    onSuccess: () => qc.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
