import { ForumCourseScreen, ForumHomeScreen, ForumThreadScreen } from '@inpro/ui/forums';

const BASE = '/aula';

/** /aula/foros: the forums of the courses. */
export function ForumHomePage() {
  return <ForumHomeScreen base={BASE} />;
}

/** /aula/foros/{courseId}: a course's threads and a new one. */
export function ForumCoursePage() {
  return <ForumCourseScreen base={BASE} />;
}

/** /aula/foros/{courseId}/{threadId}: one thread and its replies. */
export function ForumThreadPage() {
  return <ForumThreadScreen base={BASE} />;
}
