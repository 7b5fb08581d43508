import { ModerationScreen } from '@inpro/ui/forums';

/** /superadmin/foros: the latest forum posts of every course; the master administrator hides one (audited). */
export function ForumModerationPage() {
  return <ModerationScreen />;
}
