import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockHttp, httpError, ok, renderRemote, screenStatus } from '../../../app/testing/remoteHarness';
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
  it('requires both student code and DNI, marks and focuses the missing one, and calls nothing', async () => {
    const { http } = renderRemote(<CertificatesPage />, { path: '/certificados' });
    const code = screen.getByRole('textbox', { name: 'Código de alumno' });
    const dni = screen.getByRole('textbox', { name: 'DNI' });
    expect(dni).toHaveAttribute('placeholder', '8 dígitos');
    fill('A1', ' ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingresa el código de alumno y el DNI.');
    expect(dni).toHaveAttribute('aria-invalid', 'true');
    expect(code).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(dni).toHaveFocus());
    fill('', '45678912');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresa el código de alumno y el DNI.');
    expect(dni).not.toHaveAttribute('aria-invalid');
    expect(http.get).not.toHaveBeenCalled();
  });

  it('a DNI that is not 8 digits gets the DNI rule before anything is sent', async () => {
    const { http } = renderRemote(<CertificatesPage />, { path: '/certificados' });
    const dni = screen.getByRole('textbox', { name: 'DNI' });
    fill('A2026-0001', '4567891');
    expect(await screen.findByRole('alert')).toHaveTextContent('DNI inválido (8 dígitos).');
    expect(dni).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dni).toHaveFocus());
    expect(http.get).not.toHaveBeenCalled();
  });

  it('finds a printed code typed without hyphens, in lower case: sent in its printed form', async () => {
    const http = createMockHttp();
    http.get.mockResolvedValue(ok(found));
    renderRemote(<CertificatesPage />, { path: '/certificados', http });
    fireEvent.change(screen.getByRole('textbox', { name: 'Código de verificación' }), { target: { value: 'jddu2bnuktun' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comprobar código' }));
    expect(await screen.findByText('María Quispe Huamán')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/certificates/public/JDDU-2BNU-KTUN');
  });

  it('an incomplete lookup takes the place of the last result', async () => {
    const http = createMockHttp();
    http.get.mockRejectedValue(httpError(404, { error: 'No se encontró ningún certificado con esos datos.' }));
    renderRemote(<CertificatesPage />, { path: '/certificados', http });
    fill('X', '00000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró ningún certificado con esos datos.');
    fill('X', '');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ingresa el código de alumno y el DNI.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(http.get).toHaveBeenCalledTimes(1);
  });

  it('shows the searching state, then the result card with the two documents in tabs', async () => {
    const http = createMockHttp();
    let resolve!: (v: unknown) => void;
    http.get.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderRemote(<CertificatesPage />, { path: '/certificados', http });
    fill(' A2026-0001 ', '45678912');
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('/certificates/verify', { params: { code: 'A2026-0001', dni: '45678912' } }));
    expect(screen.getByRole('button', { name: 'Buscando…' })).toBeDisabled();
    expect(screenStatus()).toHaveTextContent('Buscando certificado…');

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

  it('lists every certificate of the student and shows the chosen one', async () => {
    const http = createMockHttp();
    const second = {
      ...found,
      folio: 'F-2026-000100',
      curso: 'Conciliación Extrajudicial',
      fecha: '05/07/2026',
      codigo: 'AGVU-6DJJ-HKGU',
      horas: 100,
    };
    http.get.mockResolvedValue(
      ok({ ...found, codigo: 'G685-53Z3-GTR6', horas: 40, certificados: [{ ...found, codigo: 'G685-53Z3-GTR6', horas: 40 }, second] }),
    );
    renderRemote(<CertificatesPage />, { path: '/certificados', http });
    fill('A2026-0001', '45678912');
    const list = await screen.findByRole('navigation', { name: 'Certificados emitidos (2)' });
    expect(screen.getByText('G685-53Z3-GTR6')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Conciliación Extrajudicial · 05/07/2026' }));
    expect(within(list).getByRole('button', { name: /Conciliación/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('AGVU-6DJJ-HKGU')).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();
    // A dd/mm/aaaa date from the server is shown as it is (never read as mm/dd).
    expect(within(screen.getByRole('region', { name: 'Certificado verificado' })).getByText('05/07/2026')).toBeInTheDocument();
  });

  it('verifies the printed code, and requires it', async () => {
    const http = createMockHttp();
    http.get.mockResolvedValue(ok({ ...found, dni: '4567****', codigo: 'G685-53Z3-GTR6' }));
    renderRemote(<CertificatesPage />, { path: '/certificados', http });
    fireEvent.click(screen.getByRole('button', { name: 'Comprobar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingresa el código de verificación.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código de verificación' })).toHaveFocus());
    expect(http.get).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Código de verificación' }), { target: { value: ' G685-53Z3-GTR6 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comprobar código' }));
    expect(await screen.findByText('4567****')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/certificates/public/G685-53Z3-GTR6');
  });

  it('verifies the code of a QR link (?codigo=) on arrival', async () => {
    const http = createMockHttp();
    http.get.mockRejectedValue(httpError(404, { error: 'No se encontró ningún certificado con esos datos.' }));
    renderRemote(<CertificatesPage />, { path: '/certificados', url: '/certificados?codigo=ZZZZ-0000', http });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró ningún certificado con esos datos.');
    expect(http.get).toHaveBeenCalledWith('/certificates/public/ZZZZ-0000');
    expect(screen.getByRole('textbox', { name: 'Código de verificación' })).toHaveValue('ZZZZ-0000');
  });

  it('shows the verification information section', () => {
    renderRemote(<CertificatesPage />, { path: '/certificados' });
    expect(screen.getByRole('heading', { name: 'Información sobre la verificación' })).toBeInTheDocument();
  });
});
