// The voucher a buyer attaches (checkout and 'Pagar ahora'): one rule, one set of messages, in
// shared-contracts (the 'Pagar ahora' form's schema and the server use them too).
export { VOUCHER_REQUIRED, VOUCHER_TOO_LARGE } from '@inpro/shared-contracts';

/** What the file chooser offers (the server checks the content again). */
export const VOUCHER_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
export const VOUCHER_FIELD_LABEL = 'Voucher (imagen o PDF)';

export interface VoucherAccountData {
  bank: string;
  accountNumber: string;
  cci: string;
  holder: string;
  yapePlinPhone: string;
}

/** The institute's account, as the buyer reads it: only the filled-in lines. */
export function voucherAccountItems(p: VoucherAccountData): Array<{ label: string; value: string }> {
  return [
    { label: 'Banco', value: p.bank },
    { label: 'Cuenta', value: p.accountNumber },
    { label: 'CCI', value: p.cci },
    { label: 'Titular', value: p.holder },
    { label: 'Yape / Plin', value: p.yapePlinPhone },
  ].filter((i) => i.value);
}

export const NO_VOUCHER_ACCOUNT = 'Escríbenos a Contacto para recibir los datos de la cuenta del instituto.';
