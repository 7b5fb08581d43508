// The door of the forums and messages feature: the only module the area's routes import from it.
import { lazyPage, named } from '@inpro/ui';

// Its screens, one lazy chunk each (the routes of the area); the screens themselves are shared (@inpro/ui/forums).
export const ForumHomePage = lazyPage(named(() => import('./components/ForumPages'), 'ForumHomePage'));
export const ForumCoursePage = lazyPage(named(() => import('./components/ForumPages'), 'ForumCoursePage'));
export const ForumThreadPage = lazyPage(named(() => import('./components/ForumPages'), 'ForumThreadPage'));
export const MessagesPage = lazyPage(named(() => import('./components/MessagePages'), 'MessagesPage'));
export const ConversationPage = lazyPage(named(() => import('./components/MessagePages'), 'ConversationPage'));
