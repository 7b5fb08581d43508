import { pdfText } from '../../test/pdfText';
import { renderReceiptPdf, type ReceiptData } from './receipt';

const data: ReceiptData = {
  receiptNumber: 'R-2026-000123',
  orderNumber: 'ORD-000045',
  at: new Date('2026-11-20T20:30:00Z'),
  payer: 'María Fernanda Quispe',
  dni: '45678912',
  email: 'maria@inpro.test',
  concept: 'Cuota 2 de 3 — Diplomado en Arbitraje',
  method: 'Voucher',
  courseTotal: 1234.5,
  amount: 411.5,
};

describe('renderReceiptPdf', () => {
  it('prints the institute, the number, the order, the payer with DNI, the concept and the amounts', async () => {
    const pdf = await renderReceiptPdf(data, { primary: '#0b3d91', logo: null }, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const piece of [
      'INSTITUTO NACIONAL DE PROFESIONALIZACIÓN',
      'Comprobante de pago',
      'R-2026-000123',
      'ORD-000045',
      '20/11/2026',
      'María Fernanda Quispe',
      '45678912',
      'Cuota 2 de 3',
      'Voucher',
      'S/ 1,234.50',
      'Monto pagado: S/ 411.50',
    ]) {
      expect(text).toContain(piece);
    }
  });

  it('is compressed by default', async () => {
    const pdf = await renderReceiptPdf(data, { primary: '#0b3d91' });
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });
});
