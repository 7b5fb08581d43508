import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewBanner } from './PreviewBanner';

describe('PreviewBanner', () => {
  it('names the previewed version and leaves the preview on request', async () => {
    const onLeave = jest.fn(async () => undefined);
    render(<PreviewBanner remote="mf-aula" version="1.4.0" onLeave={onLeave} />);
    const banner = screen.getByRole('region', { name: 'Vista previa' });
    expect(banner).toHaveTextContent('Vista previa: mf-aula 1.4.0');
    await userEvent.click(screen.getByRole('button', { name: 'Salir de la vista previa' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('says so when leaving failed, and lets the person try again', async () => {
    const onLeave = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(<PreviewBanner remote="mf-aula" version="1.4.0" onLeave={onLeave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salir de la vista previa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo salir de la vista previa. Inténtelo de nuevo.');
    await userEvent.click(screen.getByRole('button', { name: 'Salir de la vista previa' }));
    expect(onLeave).toHaveBeenCalledTimes(2);
  });
});
