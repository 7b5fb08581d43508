import { fieldErrors, orderCreateSchema } from '@inpro/shared-contracts';

export interface BuyerForm {
  buyerName: string;
  buyerEmail: string;
}

export type BuyerErrors = Partial<Record<keyof BuyerForm, string>>;

const buyerSchema = orderCreateSchema.pick({ buyerName: true, buyerEmail: true });

/** Name and e-mail are required; the e-mail must be valid (the order schema of shared-contracts). */
export function validateBuyer(form: BuyerForm): BuyerErrors {
  const result = buyerSchema.safeParse(form);
  return result.success ? {} : (fieldErrors(result.error.issues) as BuyerErrors);
}
