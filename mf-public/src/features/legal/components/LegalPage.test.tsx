import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LegalPage as LegalPageData } from '@inpro/shared-contracts';
import { mockHttp, ok, renderWithRemote } from '../../../app/testing/renderWithRemote';
import { LegalPage } from './LegalPage';

const PRIVACY: LegalPageData = {
  slug: 'privacidad',
  title: 'Política de privacidad',
  version: 2,
  // 03:00 UTC on the 28th is the 27th in Lima.
  updatedAt: '2026-11-28T03:00:00Z',
  body: [
    'Protegemos tus datos conforme a la **Ley N.° 29733**.',
    '',
    '## 7. Tus derechos',
    '',
    '- Acceso',
    '- Rectificación',
    '',
    'Escríbenos por [Contacto](/contacto) o lee la [norma](https://www.gob.pe/).',
    '',
    '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
    '',
    '[Pulsa aquí](javascript:window.hacked=true)',
  ].join('\n'),
};

function render(path: string, get: jest.Mock) {
  return renderWithRemote(<LegalPage />, { route: path, http: mockHttp({ get }) });
}

describe('LegalPage', () => {
  afterEach(() => delete (window as { hacked?: boolean }).hacked);

  it('shows the page of its address with its date, sections, lists and links', async () => {
    const get = jest.fn(() => ok(PRIVACY));
    render('/privacidad', get);
    expect(await screen.findByText('Última actualización: 27/11/2026')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/legal-pages/privacidad', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '7. Tus derechos' })).toBeInTheDocument();
    expect(screen.getByText('Ley N.° 29733').tagName).toBe('STRONG');
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Acceso', 'Rectificación']);
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
    const external = screen.getByRole('link', { name: 'norma' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows HTML in the text as text and makes no script link: nothing of it runs', async () => {
    render(
      '/privacidad',
      jest.fn(() => ok(PRIVACY)),
    );
    await screen.findByText('Última actualización: 27/11/2026');
    const article = screen.getByRole('article');
    expect(article.querySelector('script, img, [onerror]')).toBeNull();
    expect(article).toHaveTextContent('<script>window.hacked = true</script>');
    expect(screen.queryByRole('link', { name: 'Pulsa aquí' })).not.toBeInTheDocument();
    expect(article).toHaveTextContent('[Pulsa aquí](javascript:window.hacked=true)');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('asks for the page of each address', async () => {
    const get = jest.fn((url: string) =>
      ok({ ...PRIVACY, slug: url.split('/').pop(), title: 'Preguntas frecuentes', body: '### ¿Cómo me inscribo?' }),
    );
    render('/preguntas-frecuentes', get);
    expect(await screen.findByRole('heading', { level: 3, name: '¿Cómo me inscribo?' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/legal-pages/preguntas-frecuentes', expect.anything());
  });

  it('shows an error with a retry when the page cannot be read', async () => {
    const failure = Object.assign(new Error('Request failed with status code 500'), { isAxiosError: true, response: { status: 500 } });
    const get = jest
      .fn()
      .mockRejectedValueOnce(failure)
      .mockImplementation(() => ok(PRIVACY));
    render('/terminos', get);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar esta página.');
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Última actualización: 27/11/2026')).toBeInTheDocument();
  });
});
