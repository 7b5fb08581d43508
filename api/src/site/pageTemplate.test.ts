import { pageTemplate, splitHints, type PageSlots } from './pageTemplate';

const SHELL = `<!doctype html>
<html lang="es-PE">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="INPRO por defecto" />
    <meta name="theme-color" content="#0b3d91" />
    <title>INPRO</title>
    <script>boot()</script>
  </head>
  <body>
    <main id="main" tabindex="-1"></main>
    <script type="application/json">{"a":1}</script>
  </body>
</html>`;

const slots: PageSlots = {
  theme: 'dark',
  themeColor: '#123456',
  head: '<title>Cursos | INPRO</title>',
  headEnd: ['<script id="inpro-remotes" type="application/json">{}</script>', '<style id="inpro-branding">a{}</style>'],
};

describe('the page template', () => {
  it('puts each piece in its place and leaves the rest of the page as it was built', () => {
    const page = pageTemplate(SHELL).render({ ...slots, hints: '<link rel="preload" as="image" href="/a.svg">', main: '<p>Hola</p>' });
    expect(page).toBe(`<!doctype html>
<html lang="es-PE" data-theme="dark">
  <head>
    <meta charset="utf-8" /><link rel="preload" as="image" href="/a.svg">
    <meta name="theme-color" content="#123456" />
    <script>boot()</script>
  <title>Cursos | INPRO</title>
<script id="inpro-remotes" type="application/json">{}</script>
<style id="inpro-branding">a{}</style>
</head>
  <body>
    <main id="main" tabindex="-1"><p>Hola</p></main>
    <script type="application/json">{"a":1}</script>
  </body>
</html>`);
  });

  it('keeps the main empty and the head without hints when there is nothing for them', () => {
    const page = pageTemplate(SHELL).render(slots);
    expect(page).toContain('<main id="main" tabindex="-1"></main>');
    expect(page).toContain('<meta charset="utf-8" />\n');
    // Text that looks like a slot is never one: the page's own tags are only where the structure says.
    const tricky = pageTemplate(SHELL.replace('boot()', 'boot("</head><title>x</title>")')).render(slots);
    expect(tricky).toContain('boot("</head><title>x</title>")');
    expect(tricky.match(/<title>/g)).toHaveLength(2);
  });

  it('keeps a theme the page sets itself, and a theme colour that is not a plain colour', () => {
    const own = pageTemplate('<html data-theme="light"><head><meta name="theme-color" content="red"></head></html>').render(slots);
    expect(own).toBe(
      `<html data-theme="light"><head><meta name="theme-color" content="red"><title>Cursos | INPRO</title>\n${slots.headEnd.join('\n')}\n</head></html>`,
    );
  });

  it('puts the head first in a page written without one', () => {
    expect(pageTemplate('<!doctype html><title>INPRO</title>').render(slots)).toBe(
      `${slots.headEnd.join('\n')}${slots.head}\n<!doctype html>`,
    );
  });

  it('finds the empty main whatever the order and case of its attributes, and only when empty', () => {
    expect(pageTemplate('<body><main id="main" tabindex="-1"></main></body>').render({ ...slots, main: 'X' })).toContain(
      '<body><main id="main" tabindex="-1">X</main></body>',
    );
    expect(pageTemplate("<main tabindex='-1' id='main'>\n  </main >").render({ ...slots, main: '$&X' })).toContain(
      "<main tabindex='-1' id='main'>$&X</main >",
    );
    expect(pageTemplate('<MAIN class="a" ID=main></MAIN>').render({ ...slots, main: 'X' })).toContain('<MAIN class="a" ID=main>X</MAIN>');
    for (const html of [
      '<main id="main"><p>a</p></main>',
      '<main id="main-x"></main>',
      '<main data-id="main"></main>',
      '<mainx id="main"></mainx>',
    ]) {
      const template = pageTemplate(html);
      expect([html, template.hasEmptyMain]).toEqual([html, false]);
      expect(template.render({ ...slots, main: 'X' })).not.toContain('X');
    }
  });

  it('puts the hints after the charset, else at the start of the head', () => {
    const preload = '<link rel="preload" as="image" href="/api/covers/derecho-civil.svg" fetchPriority="high"/>';
    const noCharset = pageTemplate('<html><head><title>a</title></head></html>').render({ ...slots, hints: preload });
    expect(noCharset.startsWith(`<html data-theme="dark"><head>${preload}<title>Cursos`)).toBe(true);
  });

  it('lists the executable inline scripts only', () => {
    const html =
      '<script>run()</script><script type="application/json">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script><script src="/main.js"></script><script type="module">go()</script>';
    expect(pageTemplate(html).inlineScripts).toEqual(['run()', 'go()']);
  });
});

describe('the resource hints of the markup', () => {
  const preload = '<link rel="preload" as="image" href="/api/covers/derecho-civil.svg" fetchPriority="high"/>';

  it('are taken from the start of the markup, and only from there', () => {
    expect(splitHints(`${preload}<article><h1>Curso</h1></article>`)).toEqual({
      hints: preload,
      html: '<article><h1>Curso</h1></article>',
    });
    expect(splitHints(` ${preload}\n${preload}<p>a</p>`)).toEqual({ hints: `${preload}\n${preload}`, html: '<p>a</p>' });
    expect(splitHints('<article><link rel="preload" as="image" href="/x.svg"/></article>')).toEqual({
      hints: '',
      html: '<article><link rel="preload" as="image" href="/x.svg"/></article>',
    });
    // Many hints (longer than the first piece read): all of them, and the markup after them.
    const many = Array.from({ length: 60 }, (_, i) => preload.replace('derecho-civil', `area-${i}`)).join('');
    expect(splitHints(`${many}<p>a</p>`)).toEqual({ hints: many, html: '<p>a</p>' });
    expect(splitHints(many)).toEqual({ hints: many, html: '' });
    // A stylesheet is not a hint: it stays where the renderer put it.
    expect(splitHints('<link rel="stylesheet" href="/a.css"/><p>a</p>').hints).toBe('');
  });
});
