import fs from 'node:fs';
import path from 'node:path';
import { replayHeld, stopHolding } from './heldInput';

/** Runs the page's inline holding script (index.html), as the browser does before any content. */
function runHoldingScript(): void {
  const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const script = Array.from(html.matchAll(/<script>([\s\S]*?)<\/script>/g), (m) => m[1]).find((code) => code.includes('inproHeldInput'));
  if (!script) throw new Error('index.html has no holding script');
  new Function(script)();
}

const listeners: [string, EventListener][] = [];
const realAdd = document.addEventListener.bind(document);

beforeEach(() => {
  // The script's listeners go when the test ends (each test runs it again).
  jest
    .spyOn(document, 'addEventListener')
    .mockImplementation((type: string, fn: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) => {
      listeners.push([type, fn as EventListener]);
      realAdd(type, fn, opts);
    });
  document.body.innerHTML = `<main><div class="area-root" data-prerendered>
    <a href="/cursos">Cursos</a>
    <div role="tablist"><button type="button" role="tab">Penal</button></div>
    <form aria-label="Iniciar Sesión"><input name="email"><button>Iniciar Sesión</button></form>
  </div></main><button type="button" id="outside">Menú</button>`;
  runHoldingScript();
});

afterEach(() => {
  for (const [type, fn] of listeners.splice(0)) document.removeEventListener(type, fn, true);
  jest.restoreAllMocks();
  delete window.inproHeldInput;
});

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('the page’s holding script and heldInput', () => {
  it('holds a button clicked and a form sent on the prerendered page, leaves links and the rest to the browser', () => {
    const tab = document.querySelector('[role="tab"]')!;
    const form = document.querySelector('form')!;
    const send = form.querySelector('button')!;
    expect(click(tab)).toBe(false);
    expect(click(document.querySelector('a')!)).toBe(true);
    expect(click(document.getElementById('outside')!)).toBe(true);
    // A submit button's click is the browser's: the form it sends (not sent: held) is what is held.
    expect(click(send)).toBe(true);
    // A click with a modifier is the browser's own (another tab, a selection).
    expect(tab.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }))).toBe(true);

    const held = stopHolding();
    expect(held.map((action) => action.type)).toEqual(['click', 'submit']);
    expect(held[0].target).toBe(tab);
    expect(held[1].target).toBe(form);
    expect(held[1].submitter).toBe(send);
    // Handed over: nothing more is held, nothing is prevented.
    expect(click(tab)).toBe(true);
    expect(form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))).toBe(true);
    expect(stopHolding()).toEqual([]);
  });

  it('holds an arrow key in a tab list (not in a field, not Tab) and replays it on the same tab', () => {
    const tab = document.querySelector('[role="tab"]')!;
    const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    expect(key(tab, 'ArrowRight')).toBe(false);
    expect(key(tab, 'Tab')).toBe(true);
    expect(key(document.querySelector('input')!, 'ArrowLeft')).toBe(true);
    const held = stopHolding();
    expect(held.map((action) => [action.type, action.key])).toEqual([['key', 'ArrowRight']]);
    const seen: string[] = [];
    tab.addEventListener('keydown', (event) => seen.push((event as KeyboardEvent).key));
    replayHeld(held);
    expect(seen).toEqual(['ArrowRight']);
  });

  it('holds nothing once the page is the application’s (no mark)', () => {
    document.querySelector('[data-prerendered]')!.removeAttribute('data-prerendered');
    expect(click(document.querySelector('[role="tab"]')!)).toBe(true);
    expect(stopHolding()).toEqual([]);
  });

  it('replays each held action once, on the elements still on the page', () => {
    const tab = document.querySelector<HTMLButtonElement>('[role="tab"]')!;
    const form = document.querySelector('form')!;
    const send = form.querySelector('button')!;
    click(tab);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send }));
    const gone = document.getElementById('outside')!;
    const held = [...stopHolding(), { type: 'click' as const, target: gone }];
    gone.remove();
    const seen: string[] = [];
    tab.addEventListener('click', () => seen.push('tab'));
    gone.addEventListener('click', () => seen.push('gone'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit by ${(event as SubmitEvent).submitter?.textContent}`);
    });
    replayHeld(held);
    expect(seen).toEqual(['tab', 'submit by Iniciar Sesión']);
  });

  it('has nothing to give on a page without the script', () => {
    delete window.inproHeldInput;
    expect(stopHolding()).toEqual([]);
  });
});
