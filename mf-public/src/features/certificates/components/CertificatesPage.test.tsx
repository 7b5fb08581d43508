import { act, fireEvent, screen } from '@testing-library/react';
import { createMockHttp, httpError, ok, renderRemote } from '../../../app/testing/remoteHarness';
import { CertificatesPage } from './CertificatesPage';

const found = {
  participante: 'María Quispe Huamán',
  dni: '45678912',
  folio: 'F-2026-000123',
  curso: 'Derecho Laboral',
  fecha: '2026-02-14',
  certificadoImg: '/api/certificates/12/certificado.pdf',
  constanciaImg: '/api/certificates/12/constancia.pdf',
};

function fill(code: string, dni: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Código de alumno' }), { target: { value: code } });
  fireEvent.change(screen.getByRole('textbox', { name: 'DNI' }), { target: { value: dni } });
  fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
}

describe('CertificatesPage', () => {
  it('requires both student code and DNI and calls nothing', () => {
    const { http } = renderRemote(<CertificatesPage />, { path: '/certificados' });
    expect(screen.getByRole('textbox', { name: 'DNI' })).toHaveAttribute('placeholder', '8 dígitos');
    fill('A1', ' ');
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresa el código de alumno y el DNI.');
    fill('', '45678912');
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresa el código de alumno y el DNI.');
    expect(http.get).not.toHaveBeenCalled();
  });

  it('shows the searching state, then the result card with the two documents in tabs', async () => {
    const http = createMockHttp();
    let resolve!: (v: unknown) => void;
    http.get.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderRemote(<CertificatesPage />, { path: '/certificados', http });
    fill(' A2026-0001 ', '45678912');
    expect(http.get).toHaveBeenCalledWith('/certificates/verify', { params: { code: 'A2026-0001', dni: '45678912' } });
    expect(screen.getByRole('button', { name: 'Buscando…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Buscando certificado…');

    await act(async () => resolve(ok(found)));
    for (const text of ['María Quispe Huamán', '45678912', 'F-2026-000123', 'Derecho Laboral', '14/02/2026']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const certTab = screen.getByRole('tab', { name: 'Certificado (PDF)' });
    const constTab = screen.getByRole('tab', { name: 'Constancia' });
    expect(certTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTitle('Certificado de María Quispe Huamán')).toHaveAttribute('src', '/api/certificates/12/certificado.pdf');
    expect(screen.getByRole('link', { name: /Descargar Certificado/ })).toHaveAttribute('href', '/api/certificates/12/certificado.pdf');

    fireEvent.keyDown(certTab, { key: 'ArrowRight' });
    expect(constTab).toHaveAttribute('aria-selected', 'true');
    expect(constTab).toHaveFocus();
    expect(screen.getByTitle('Constancia de María Quispe Huamán')).toHaveAttribute('src', '/api/certificates/12/constancia.pdf');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Constancia');
  });

  it('says no certificate was found on 404', async () => {
    const http = createMockHttp();
    http.get.mockRejectedValue(httpError(404, { error: 'No se encontró ningún certificado con esos datos.' }));
    renderRemote(<CertificatesPage />, { path: '/certificados', http });
    fill('X', '00000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró ningún certificado con esos datos.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeEnabled();
  });

  it('shows the server message of other failures', async () => {
    const http = createMockHttp();
    http.get.mockRejectedValue(httpError(500, { error: 'Servicio no disponible' }));
    renderRemote(<CertificatesPage />, { path: '/certificados', http });
    fill('X', '12345678');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
  });

  it('shows the verification information section', () => {
    renderRemote(<CertificatesPage />, { path: '/certificados' });
    expect(screen.getByRole('heading', { name: 'Información sobre la verificación' })).toBeInTheDocument();
  });
});
