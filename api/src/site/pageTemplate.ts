import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { escapeUTF8 } from 'entities';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * The shell's index.html as a template with named slots. The page is parsed once (parse5, the
 * HTML standard's parser, with the source offsets of every tag and attribute) and cut at the
 * places the server fills: the text between them is sent as it was built, byte for byte, and
 * each piece goes where the document's structure says, never where a pattern happens to match.
 */

/** What the server puts into the page on each request. */
export interface PageSlots {
  /** `data-theme` of the <html> element (a page that sets its own keeps it). */
  theme: string;
  /** The `content` of <meta name="theme-color"> (the brand colour; only when the page has one). */
  themeColor: string;
  /** The page's own head tags, in place of the shell's default <title> and description, at the end of its head. */
  head: string;
  /** More elements for the end of the head, after `head` (inline data, styles, preload hints). */
  headEnd: readonly string[];
  /** Resource hints, right after the charset declaration (else at the start of the head). */
  hints?: string;
  /** Content of the empty <main id="main"> (when the page has one); else it stays empty. */
  main?: string;
}

export interface PageTemplate {
  /** The page has the empty <main id="main"> a prerendered page goes into. */
  readonly hasEmptyMain: boolean;
  /** The text of each executable inline script, in document order (for the policy's hashes). */
  readonly inlineScripts: readonly string[];
  render(slots: PageSlots): string;
}

type SlotName = 'theme' | 'themeColor' | 'hints' | 'head' | 'headStart' | 'main' | 'removed';

interface Cut {
  start: number;
  end: number;
  slot: SlotName;
}

/** Script types a browser executes (a data block such as application/json or ld+json is not). */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
/** Link relations that are resource hints. */
const HINT_RELS = new Set(['preload', 'modulepreload', 'preconnect', 'dns-prefetch']);

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** Every element in document order (the content of <template> included). */
function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if (isElement(node) && node.tagName === 'template') yield* elements((node as DefaultTreeAdapterMap['template']).content);
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : '')).join('');
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** The offset after the whitespace that follows `offset` (a removed tag takes its line break with it). */
function afterWhitespace(html: string, offset: number): number {
  let end = offset;
  while (end < html.length && isBlank(html[end])) end += 1;
  return end;
}

function buildTemplate(html: string): PageTemplate {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const first = (test: (element: Element) => boolean) => all.find(test);
  const cuts: Cut[] = [];

  const root = first((e) => e.tagName === 'html');
  const rootTag = root?.sourceCodeLocation?.startTag;
  if (root && rootTag && attr(root, 'data-theme') === undefined) {
    cuts.push({ start: rootTag.endOffset - 1, end: rootTag.endOffset - 1, slot: 'theme' });
  }

  const head = first((e) => e.tagName === 'head');
  const charset = first((e) => e.tagName === 'meta' && attr(e, 'charset') !== undefined);
  const hintsAt = charset?.sourceCodeLocation?.endOffset ?? head?.sourceCodeLocation?.startTag?.endOffset;
  if (hintsAt !== undefined) cuts.push({ start: hintsAt, end: hintsAt, slot: 'hints' });

  // The shell's default title and description give way to the page's own.
  for (const removed of [first((e) => e.tagName === 'title'), first((e) => e.tagName === 'meta' && attr(e, 'name') === 'description')]) {
    const at = removed?.sourceCodeLocation;
    if (at) cuts.push({ start: at.startOffset, end: afterWhitespace(html, at.endOffset), slot: 'removed' });
  }

  const themeColor = first((e) => e.tagName === 'meta' && attr(e, 'name') === 'theme-color');
  const content = themeColor?.sourceCodeLocation?.attrs?.content;
  if (themeColor && content && /^#[0-9a-f]{6}$/i.test(attr(themeColor, 'content') ?? '')) {
    cuts.push({ start: content.startOffset, end: content.endOffset, slot: 'themeColor' });
  }

  const main = first((e) => {
    const at = e.sourceCodeLocation;
    return (
      e.tagName === 'main' &&
      attr(e, 'id') === 'main' &&
      !!at?.startTag &&
      !!at.endTag &&
      isBlank(textOf(e)) &&
      e.childNodes.every((c) => c.nodeName === '#text')
    );
  });
  const mainAt = main?.sourceCodeLocation;
  if (mainAt?.startTag && mainAt.endTag) cuts.push({ start: mainAt.startTag.endOffset, end: mainAt.endTag.startOffset, slot: 'main' });

  // The page's own head goes before </head>; a page written without one gets it first.
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  cuts.push(headEnd !== undefined ? { start: headEnd, end: headEnd, slot: 'head' } : { start: 0, end: 0, slot: 'headStart' });

  cuts.sort((a, b) => a.start - b.start || a.end - b.end);
  const texts: string[] = [];
  const slots: Cut[] = [];
  let at = 0;
  for (const cut of cuts) {
    texts.push(html.slice(at, cut.start));
    slots.push(cut);
    at = Math.max(at, cut.end);
  }
  texts.push(html.slice(at));

  const inlineScripts = all
    .filter(
      (e) => e.tagName === 'script' && attr(e, 'src') === undefined && EXECUTABLE_TYPES.has((attr(e, 'type') ?? '').trim().toLowerCase()),
    )
    .map(textOf);

  function fill(cut: Cut, page: PageSlots): string {
    switch (cut.slot) {
      case 'theme':
        return ` data-theme="${escapeUTF8(page.theme)}"`;
      case 'themeColor':
        return `content="${escapeUTF8(page.themeColor)}"`;
      case 'hints':
        return page.hints ?? '';
      case 'head':
        return `${page.head}\n${page.headEnd.map((tag) => `${tag}\n`).join('')}`;
      case 'headStart':
        return `${page.headEnd.join('\n')}${page.head}\n`;
      case 'main':
        return page.main ?? html.slice(cut.start, cut.end);
      case 'removed':
        return '';
    }
  }

  return {
    hasEmptyMain: slots.some((cut) => cut.slot === 'main'),
    inlineScripts,
    render(page) {
      let out = texts[0];
      for (let i = 0; i < slots.length; i += 1) out += fill(slots[i], page) + texts[i + 1];
      return out;
    },
  };
}

const templates = new Map<string, PageTemplate>();
/** Distinct page texts kept parsed (the shell's index.html: one per build in practice). */
const MAX_TEMPLATES = 8;

/** The template of a page text, parsed on its first use and kept while that text is served. */
export function pageTemplate(html: string): PageTemplate {
  let template = templates.get(html);
  if (!template) {
    template = buildTemplate(html);
    while (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value as string);
    templates.set(html, template);
  }
  return template;
}

/** Where the leading hints of a markup end (0: none), read from its first `length` characters. */
function hintsEnd(markup: string, length: number): { end: number; decided: boolean } {
  const fragment = parseFragment(markup.slice(0, length), { sourceCodeLocationInfo: true });
  let end = 0;
  for (const node of fragment.childNodes) {
    if (node.nodeName === '#text' && isBlank((node as DefaultTreeAdapterMap['textNode']).value)) continue;
    const rel = isElement(node) && node.tagName === 'link' ? attr(node, 'rel') : undefined;
    if (rel === undefined || !HINT_RELS.has(rel.trim().toLowerCase()) || !node.sourceCodeLocation) return { end, decided: true };
    end = node.sourceCodeLocation.endOffset;
  }
  // Only hints so far: what follows them may have been cut off, unless this was the whole markup.
  return { end, decided: length >= markup.length };
}

/**
 * The resource hints React put at the start of a renderer's markup (the preload of a page's
 * largest image), and the markup without them: the hints go first in the page's head. Only the
 * start of the markup is parsed (a longer piece while it holds nothing but hints).
 */
export function splitHints(markup: string): { hints: string; html: string } {
  let length = 2048;
  let found = hintsEnd(markup, length);
  while (!found.decided) {
    length *= 4;
    found = hintsEnd(markup, length);
  }
  const { end } = found;
  return end ? { hints: markup.slice(0, end).trim(), html: markup.slice(end) } : { hints: '', html: markup };
}
