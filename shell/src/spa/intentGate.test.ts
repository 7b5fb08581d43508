import { TOKEN_KEY } from '../session/storageKeys';
import { canWaitForIntent, firstPageWaitsForIntent, waitForIntent } from './intentGate';

function area(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="area"><div class="area-root"><div data-prerendered inert>${markup}</div></div></div>`;
  return document.getElementById('area')!;
}

const settled = (p: Promise<void>) => Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 10))]);

/** What the remote's first commit does to the page: the mark (and inertness) leave it. */
function takeOver(el: HTMLElement) {
  const marked = el.querySelector('[data-prerendered]')!;
  marked.removeAttribute('data-prerendered');
  marked.removeAttribute('inert');
}

describe('canWaitForIntent', () => {
  it('lets a prerendered page that is only read and clicked wait', () => {
    expect(canWaitForIntent(area('<h1>Inicio</h1><a href="/cursos">Cursos</a><button type="button">Penal</button>'))).toBe(true);
  });

  it('lets a page with fields wait (nothing is typed into them before the application has them)', () => {
    expect(
      canWaitForIntent(
        area('<form><input type="search"><input type="checkbox"><select><option>A</option></select><textarea></textarea></form>'),
      ),
    ).toBe(true);
  });

  it('brings a page with a file to choose or free editing at once', () => {
    for (const field of ['<input type="file">', '<div contenteditable="true"></div>']) {
      expect(canWaitForIntent(area(`<h1>Trámites</h1>${field}`))).toBe(false);
    }
  });

  it('brings a page that acts as soon as it arrives at once (a sign-in completing)', () => {
    expect(canWaitForIntent(area('<span hidden data-acts-on-arrival></span><p>Completando el inicio de sesión…</p>'))).toBe(false);
  });

  it('has nothing to wait for where nothing was prerendered', () => {
    document.body.innerHTML = '<div id="area"></div>';
    expect(canWaitForIntent(document.getElementById('area')!)).toBe(false);
  });
});

describe('firstPageWaitsForIntent', () => {
  afterEach(() => localStorage.clear());

  it('waits for a visitor without a session, not for one signed in (their page is drawn again at once)', () => {
    const el = area('<h1>Inicio</h1>');
    expect(firstPageWaitsForIntent(el)).toBe(true);
    localStorage.setItem(TOKEN_KEY, 'a.b.c');
    expect(firstPageWaitsForIntent(el)).toBe(false);
    expect(firstPageWaitsForIntent(null)).toBe(false);
  });
});

describe('waitForIntent', () => {
  it('makes the page usable as it is, and settles at the first gesture', async () => {
    const el = area('<h1>Inicio</h1>');
    const gate = waitForIntent(el);
    expect(el.querySelector('[data-prerendered]')).not.toHaveAttribute('inert');
    expect(await settled(gate.ready)).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    expect(await settled(gate.ready)).toBe(true);
    gate.cancel();
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'])('takes %s as a gesture', async (type) => {
    const gate = waitForIntent(area('<p>x</p>'));
    window.dispatchEvent(new Event(type));
    expect(await settled(gate.ready)).toBe(true);
    gate.cancel();
  });

  it('holds a click on the server’s markup and clicks the same element again once the application took it over', async () => {
    const el = area('<button type="button">Derecho penal</button><a href="/cursos">Cursos</a>');
    const gate = waitForIntent(el);
    const button = el.querySelector('button')!;
    const seen: string[] = [];
    el.addEventListener('click', (e) => seen.push((e.target as Element).tagName));

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(await settled(gate.ready)).toBe(true);

    takeOver(el);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['BUTTON']);
    // Live now: clicks are the page's own.
    const link = el.querySelector('a')!;
    const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.addEventListener('click', (e) => e.preventDefault());
    link.dispatchEvent(later);
    expect(seen).toEqual(['BUTTON', 'A']);
  });

  it('leaves a click with a modifier (open in a new tab) to the browser', () => {
    const el = area('<a href="/cursos">Cursos</a>');
    const gate = waitForIntent(el);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    el.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    const seen: boolean[] = [];
    el.addEventListener('click', () => seen.push(true));
    el.querySelector('a')!.dispatchEvent(click);
    expect(seen).toEqual([true]);
    gate.cancel();
  });

  it('leaves a link that opens another tab to the browser', () => {
    const el = area('<a href="/cursos" target="_blank" rel="noopener">Cursos</a>');
    const gate = waitForIntent(el);
    const link = el.querySelector('a')!;
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom would try to navigate
    const seen = jest.fn();
    el.addEventListener('click', seen);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(seen).toHaveBeenCalledTimes(1);
    gate.cancel();
  });

  it('lets nothing be typed into or chosen in a field before the take-over, the focus move freely, and then everything', async () => {
    const el = area('<form><input type="search" value=""><select><option>Todas</option><option>Penal</option></select></form>');
    const gate = waitForIntent(el);
    const input = el.querySelector('input')!;
    const select = el.querySelector('select')!;
    const fire = (target: Element, event: Event) => (target.dispatchEvent(event), event.defaultPrevented);
    expect(fire(input, new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }))).toBe(true);
    expect(fire(input, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))).toBe(true);
    expect(fire(input, new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))).toBe(false);
    expect(fire(input, new InputEvent('beforeinput', { data: 'a', bubbles: true, cancelable: true }))).toBe(true);
    expect(fire(select, new MouseEvent('mousedown', { bubbles: true, cancelable: true }))).toBe(true);
    expect(fire(select, new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }))).toBe(true);
    expect(fire(el.querySelector('form')!, new Event('submit', { bubbles: true, cancelable: true }))).toBe(true);
    // A key in a field is a gesture: the application starts loading.
    expect(await settled(gate.ready)).toBe(true);

    takeOver(el);
    await new Promise((r) => setTimeout(r, 0));
    expect(fire(input, new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }))).toBe(false);
    expect(fire(input, new InputEvent('beforeinput', { data: 'a', bubbles: true, cancelable: true }))).toBe(false);
    expect(fire(select, new MouseEvent('mousedown', { bubbles: true, cancelable: true }))).toBe(false);
  });

  it('leaves keys outside fields alone (the page scrolls with the arrows)', () => {
    const el = area('<p tabindex="0">Texto</p>');
    const gate = waitForIntent(el);
    const key = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    el.querySelector('p')!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    gate.cancel();
  });

  it('drops a held click whose page went away (the remote could not load)', async () => {
    const el = area('<button type="button">Penal</button>');
    const gate = waitForIntent(el);
    const button = el.querySelector('button')!;
    const clicked = jest.fn();
    button.addEventListener('click', clicked);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    el.firstElementChild!.remove();
    await new Promise((r) => setTimeout(r, 0));
    expect(clicked).not.toHaveBeenCalled();
    gate.cancel();
  });

  it('stops listening when cancelled: no gesture settles it, clicks are the page’s own', async () => {
    const el = area('<button type="button">Penal</button>');
    const gate = waitForIntent(el);
    gate.cancel();
    window.dispatchEvent(new Event('pointermove'));
    expect(await settled(gate.ready)).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    el.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
