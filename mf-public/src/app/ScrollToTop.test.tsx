import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@inpro/ui/router';
import { PRERENDERED_ATTRIBUTE } from '@inpro/shared-contracts';
import { ScrollToTop } from './ScrollToTop';

let go: (to: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    document.body.innerHTML = '';
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('brings a new screen to the top, and the next one', () => {
    renderAt('/cursos');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => go('/nosotros'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('leaves the visitor where they are on the prerendered page it adopts, not on the next screen', () => {
    const page = document.createElement('div');
    page.setAttribute(PRERENDERED_ATTRIBUTE, '');
    document.body.appendChild(page);
    renderAt('/');
    page.remove();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => go('/cursos'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => go('/'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
