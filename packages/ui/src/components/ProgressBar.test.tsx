import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a labelled progressbar with the clamped, rounded value', () => {
    render(<ProgressBar label="Derecho Penal" value={42.6} />);
    const bar = screen.getByRole('progressbar', { name: 'Derecho Penal' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuetext', '43%');
    expect(screen.getByText('43%')).toBeInTheDocument();
  });

  it.each([
    [-5, '0'],
    [140, '100'],
    [Number.NaN, '0'],
  ])('%p → %p', (value, now) => {
    render(<ProgressBar label="X" value={value} compact valueText="texto" />);
    const bar = screen.getByRole('progressbar', { name: 'X' });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar).toHaveAttribute('aria-valuetext', 'texto');
  });
});
