import MarkdownIt from 'markdown-it';

/**
 * Markdown of the legal pages to HTML with markdown-it: raw HTML in the text is shown as text, never
 * as markup (`html: false`), and links with a script, data or vbscript address are not made
 * (markdown-it's validateLink), so what the master administrator writes cannot run in a visitor's page.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// Links to other sites open in a new tab without giving it the page (rel noopener); the site's own stay here.
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) {
    tokens[idx].attrSet('target', '_blank');
    tokens[idx].attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function markdownToHtml(text: string): string {
  return md.render(text);
}
