import { pdfText } from '../../test/pdfText';
import { formatIssueDate, renderCertificatePdf, renderConstanciaPdf, type CertificateDocumentData } from './pdf';

const data: CertificateDocumentData = {
  participant: 'María Fernanda Quispe Ñahui',
  dni: '45678912',
  studentCode: 'A2026-0001',
  course: 'Diplomado en Arbitraje Comercial',
  courseCode: 'RD-045-2026',
  hours: 120,
  issuedAt: '2026-03-05',
  folio: 'INPRO-2026-000123',
  publicCode: 'K7Q2-9XPA-M3TD',
  verifyUrl: 'https://inpro.edu.pe/certificados',
};

function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

describe('formatIssueDate', () => {
  it('prints dd/mm/aaaa without shifting calendar dates', () => {
    expect(formatIssueDate('2026-03-05')).toBe('05/03/2026');
    expect(formatIssueDate(new Date('2026-12-31T00:00:00Z'))).toBe('31/12/2026');
  });
});

describe('renderCertificatePdf', () => {
  it('is a one-page A4 landscape PDF with every field', async () => {
    const pdf = await renderCertificatePdf(data, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const text = pdfText(pdf);
    for (const piece of [
      'CERTIFICADO',
      'María Fernanda Quispe Ñahui',
      'DNI N.° 45678912',
      'Diplomado en Arbitraje Comercial',
      '120 horas académicas',
      'Lima, 05/03/2026',
      'Folio: INPRO-2026-000123',
      'K7Q2-9XPA-M3TD',
    ]) {
      expect(text.replace(/\n/g, ' ')).toContain(piece);
    }
  });

  it('is compressed by default and still a PDF', async () => {
    const pdf = await renderCertificatePdf(data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });
});

describe('renderConstanciaPdf', () => {
  it('is a one-page A4 portrait PDF with every field', async () => {
    const pdf = await renderConstanciaPdf(data, { compress: false });
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // Justified lines are written word by word, so compare without white space.
    const text = pdfText(pdf).replace(/\s/g, '');
    for (const piece of [
      'CONSTANCIA',
      'María Fernanda Quispe Ñahui',
      '45678912',
      'A2026-0001',
      '120 horas',
      '05/03/2026',
      'INPRO-2026-000123',
      'K7Q2-9XPA-M3TD',
    ]) {
      expect(text).toContain(piece.replace(/\s/g, ''));
    }
  });

  it('stays on one page with a very long course name', async () => {
    const pdf = await renderConstanciaPdf(
      { ...data, course: 'Derecho '.repeat(60), studentCode: null, courseCode: null },
      { compress: false },
    );
    expect(pageCount(pdf)).toBe(1);
  });
});

describe('document brand', () => {
  it('uses the brand colours and the signer of the settings, on one page', async () => {
    const brand = { primary: '#7a1f1f', accent: '#00aa55', signerName: 'Dra. Elena Paredes' };
    for (const render of [renderCertificatePdf, renderConstanciaPdf]) {
      const pdf = await render({ ...data, brand }, { compress: false });
      expect(pageCount(pdf)).toBe(1);
      expect(pdfText(pdf)).toContain('Dra. Elena Paredes');
      expect(pdfText(pdf)).not.toContain('Dirección Académica\n');
      // #7a1f1f as the PDF fill colour.
      expect(pdf.toString('latin1')).toContain('0.47843137254901963 0.12156862745098039 0.12156862745098039 scn');
    }
  });

  it('skips an image pdfkit cannot read instead of failing', async () => {
    const pdf = await renderCertificatePdf({ ...data, brand: { primary: '#0b3d91', accent: '#f5b301', signature: Buffer.from('nope') } });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
