// Course forums and messages of the student's and the teacher's areas, and the master
// administrator's moderation, behind their own subpath (@inpro/ui/forums): not a shared singleton
// (no state of its own); each remote bundles it in the chunks of its forum and message pages.
export { ForumHomeScreen } from './forums/ForumHomeScreen';
export { ForumCourseScreen } from './forums/ForumCourseScreen';
export { ForumThreadScreen } from './forums/ForumThreadScreen';
export { MessagesScreen } from './forums/MessagesScreen';
export { ConversationScreen } from './forums/ConversationScreen';
export { ModerationScreen } from './forums/ModerationScreen';
