import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from '@inpro/shared-contracts';
import { httpError } from '@inpro/ui/src/testing';
import { renderPage } from '../../../testing/renderPage';
import { ResourceRow } from './ResourceRow';

const reading = {
  id: 10,
  unitId: 1,
  title: 'Lectura guiada',
  name: 'Lectura guiada',
  type: 'link',
  url: 'https://example.org/lectura',
  completionMode: 'VIEW',
  createdAt: '2026-01-01T00:00:00.000Z',
} as unknown as Resource;

function render(put: () => Promise<unknown>) {
  let answer: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const view = renderPage(
    <ul>
      <ResourceRow resource={reading} onDelete={() => undefined} />
    </ul>,
    { routes: { 'PUT /teacher/resources/10/completion': () => sent.then(put) } },
  );
  return { ...view, answer };
}

const box = () => screen.getByRole('checkbox', { name: 'El alumno marca «Lectura guiada» como completado' });

describe('ResourceRow', () => {
  it('shows the teacher’s choice from the click on, while the change is sent', async () => {
    const { answer } = render(() => Promise.resolve(undefined));
    await userEvent.click(box());
    expect(box()).toBeChecked();
    expect(box()).toBeDisabled();
    answer();
    await waitFor(() => expect(box()).toBeEnabled());
  });

  it('a refused change puts the saved choice back and says why', async () => {
    const { answer } = render(() => Promise.reject(httpError(403, 'No eres docente de este curso.')));
    await userEvent.click(box());
    expect(box()).toBeChecked();
    answer();
    expect(await screen.findByText('No eres docente de este curso.')).toBeInTheDocument();
    await waitFor(() => expect(box()).not.toBeChecked());
    expect(box()).toBeEnabled();
  });
});
