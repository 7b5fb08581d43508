import { ConversationScreen, MessagesScreen } from '@inpro/ui/forums';

const BASE = '/aula';

/** /aula/mensajes: the conversations with unread counts. */
export function MessagesPage() {
  return <MessagesScreen base={BASE} side="student" />;
}

/** One conversation and the form of a new message. */
export function ConversationPage() {
  return <ConversationScreen base={BASE} side="student" />;
}
