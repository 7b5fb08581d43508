/** The voucher a buyer attaches (checkout and 'Pagar ahora'): one rule, one set of messages. */
export const VOUCHER_REQUIRED = 'Adjunta la imagen o el PDF del voucher.';
export const VOUCHER_TOO_LARGE = 'El voucher no puede pesar más de 10 MB.';
export const VOUCHER_MAX_BYTES = 10 * 1024 * 1024;
/** What the file chooser offers (the server checks the content again). */
export const VOUCHER_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
export const VOUCHER_FIELD_LABEL = 'Voucher (imagen o PDF)';

/** What is wrong with the chosen voucher file, or null when it can be sent. */
export function voucherFileError(file: File | null): string | null {
  if (!file) return VOUCHER_REQUIRED;
  if (file.size > VOUCHER_MAX_BYTES) return VOUCHER_TOO_LARGE;
  return null;
}

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
