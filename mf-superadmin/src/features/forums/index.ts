// The door of the forums feature: the master administrator's moderation of the course forums.
import { lazyPage, named } from '@inpro/ui';

export const ForumModerationPage = lazyPage(named(() => import('./components/ForumModerationPage'), 'ForumModerationPage'));
