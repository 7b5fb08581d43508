export interface BuyerForm {
  buyerName: string;
  buyerEmail: string;
}

export type BuyerErrors = Partial<Record<keyof BuyerForm, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name and e-mail are required; the e-mail must look like one. */
export function validateBuyer(form: BuyerForm): BuyerErrors {
  const errors: BuyerErrors = {};
  if (!form.buyerName.trim()) errors.buyerName = 'Ingresa tu nombre completo.';
  const email = form.buyerEmail.trim();
  if (!email) errors.buyerEmail = 'Ingresa tu correo electrónico.';
  else if (!EMAIL.test(email)) errors.buyerEmail = 'Ingresa un correo electrónico válido.';
  return errors;
}
