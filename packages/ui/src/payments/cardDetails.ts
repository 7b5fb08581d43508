/** What a card payment sends to the API: the provider's token and, when it reports them, the card's brand and issuer. */
export interface CardDetails {
  cardToken: string;
  paymentMethodId?: string;
  issuerId?: string;
}

/** The card form of a payment: `tokenize()` checks it, shows its own errors, and answers the card's details or null. */
export interface CardFieldsHandle {
  tokenize(): Promise<CardDetails | null>;
}

export const CARDHOLDER_REQUIRED = 'Ingresa el nombre del titular como figura en la tarjeta.';
export const DOCUMENT_REQUIRED = 'Ingresa el número de documento del titular.';
export const CARD_NOT_RECOGNISED = 'No reconocemos la tarjeta: revisa el número.';
export const CARD_DATA_INVALID = 'Revisa el número, la fecha de vencimiento y el código de seguridad de la tarjeta.';
export const CARD_FORM_UNAVAILABLE = 'No se pudo cargar el formulario seguro de pago. Recarga la página o paga con voucher.';
