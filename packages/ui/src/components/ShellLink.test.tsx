import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, renderInRemote } from '../testing';
import { ShellLink } from './ShellLink';

describe('ShellLink', () => {
  it('navigates through the shell on a plain click', async () => {
    const shell = createFakeShell();
    renderInRemote(<ShellLink href="/aula/materiales/5">Vista alumno</ShellLink>, shell);
    const link = screen.getByRole('link', { name: 'Vista alumno' });
    expect(link).toHaveAttribute('href', '/aula/materiales/5');
    await userEvent.click(link);
    expect(shell.navigations).toEqual(['/aula/materiales/5']);
  });
});
