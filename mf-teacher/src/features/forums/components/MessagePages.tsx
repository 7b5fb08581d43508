import { ConversationScreen, MessagesScreen } from '@inpro/ui/forums';

const BASE = '/prof';

/** /prof/mensajes: the conversations with unread counts. */
export function MessagesPage() {
  return <MessagesScreen base={BASE} side="teacher" />;
}

/** One conversation and the form of a new message. */
export function ConversationPage() {
  return <ConversationScreen base={BASE} side="teacher" />;
}
