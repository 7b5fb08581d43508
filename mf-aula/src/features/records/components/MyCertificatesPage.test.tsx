import { screen, within } from '@testing-library/react';
import type { MyCertificate } from '@inpro/shared-contracts';
import { renderPage } from '../../../testing/renderPage';
import { MyCertificatesPage } from './MyCertificatesPage';

const certificate: MyCertificate = {
  folio: 'INPRO-2026-000001',
  publicCode: 'ABCD-EFGH-JKLM',
  courseTitle: 'Diplomado en Derecho Penal',
  courseCode: 'DP-1',
  hours: 120,
  issuedAt: '2026-11-20',
  certificateUrl: '/api/certificates/INPRO-2026-000001/certificado.pdf?code=ABCD-EFGH-JKLM',
  constanciaUrl: '/api/certificates/INPRO-2026-000001/constancia.pdf?code=ABCD-EFGH-JKLM',
  verifyPath: '/certificados?codigo=ABCD-EFGH-JKLM',
};

const render = (answer: unknown) =>
  renderPage(<MyCertificatesPage />, { path: '/aula/certificados', get: { '/records/certificates': answer } });

describe('MyCertificatesPage', () => {
  it('shows each certificate with its code, dates, PDF links and a QR of the verification page', async () => {
    render([certificate]);
    const card = within(await screen.findByTestId('my-certificate'));
    expect(card.getByRole('heading', { name: 'Diplomado en Derecho Penal' })).toBeInTheDocument();
    expect(card.getByText('ABCD-EFGH-JKLM')).toBeInTheDocument();
    expect(card.getByText('20/11/2026')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Certificado (PDF)' })).toHaveAttribute('href', certificate.certificateUrl);
    expect(card.getByRole('link', { name: 'Constancia (PDF)' })).toHaveAttribute('href', certificate.constanciaUrl);
    expect(card.getByRole('img', { name: /Código QR de verificación del certificado ABCD-EFGH-JKLM/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar récord académico (PDF)' })).toBeInTheDocument();
  });

  it('says so when there is no certificate yet', async () => {
    render([]);
    expect(await screen.findByText('Aún no tienes certificados emitidos.')).toBeInTheDocument();
  });
});
