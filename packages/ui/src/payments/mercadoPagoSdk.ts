// The part of MercadoPago.js v2 the card form uses (https://sdk.mercadopago.com/js/v2):
// secure fields drawn by MercadoPago, the card token made in the browser.

export interface MpField {
  mount(containerId: string): MpField;
  unmount(): void;
  on(event: 'binChange', cb: (e: { bin: string | null }) => void): MpField;
}

export interface MpPaymentMethod {
  id: string;
  issuer?: { id?: number | string };
}

export interface MpInstance {
  fields: {
    create(type: 'cardNumber' | 'expirationDate' | 'securityCode', options?: { placeholder?: string }): MpField;
    createCardToken(data: { cardholderName: string; identificationType: string; identificationNumber: string }): Promise<{ id: string }>;
  };
  getPaymentMethods(params: { bin: string }): Promise<{ results: MpPaymentMethod[] }>;
  getIdentificationTypes(): Promise<Array<{ id: string; name: string }>>;
}

export type MpConstructor = new (publicKey: string, options?: { locale?: string }) => MpInstance;

const loads = new Map<string, Promise<MpConstructor>>();

/** Loads the provider's script once per URL and answers its constructor (a failed load may be retried). */
export function loadMercadoPago(src: string, doc: Document = document): Promise<MpConstructor> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<MpConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const ctor = (doc.defaultView as (Window & { MercadoPago?: MpConstructor }) | null)?.MercadoPago;
      if (ctor) resolve(ctor);
      else reject(new Error('MercadoPago.js loaded without MercadoPago'));
    };
    script.onerror = () => reject(new Error(`could not load ${src}`));
    doc.head.appendChild(script);
  });
  loads.set(src, load);
  load.catch(() => loads.delete(src));
  return load;
}
