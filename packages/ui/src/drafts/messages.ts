/** Under a form whose text is kept on the device (restored, or saved as the person types). */
export const DRAFT_SAVED = 'Borrador guardado en este dispositivo.';

/** After a send that could not go for lack of connection, the text kept as a draft. */
export const DRAFT_KEPT_OFFLINE =
  'Sin conexión: no se envió. Lo que escribiste quedó guardado como borrador en este dispositivo; cuando vuelva la conexión te preguntaremos si quieres enviarlo.';

/** A send without connection when nothing could be kept (nothing typed, or the browser keeps no drafts). */
export const NOT_SENT_OFFLINE = 'Sin conexión: no se envió. Inténtalo de nuevo cuando vuelva la conexión.';

/** The question once the connection is back, e.g. «Volvió la conexión. ¿Enviar ahora tu respuesta?». */
export const askToSend = (what: string) => `Volvió la conexión. ¿Enviar ahora ${what}?`;

export const SEND_NOW = 'Enviar ahora';
export const KEEP_AS_DRAFT = 'Mantener como borrador';
