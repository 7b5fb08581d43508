import { decodeHTML } from 'entities';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * What people write in forums and messages is Markdown (links, lists, bold, quotes). markdown-it
 * renders it with raw HTML off, and sanitize-html then keeps only an allowlist of tags and
 * http(s)/mailto links, so nothing that runs in a reader's page can be stored.
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Markdown (or pasted HTML) to the sanitized HTML that is stored and shown. */
export function renderSafeHtml(text: string): string {
  return sanitizeHtml(md.render(text), OPTIONS).trim();
}

/** The same HTML as plain text (e-mails and notifications), at most `max` characters. */
export function plainText(html: string, max = 300): string {
  const text = decodeHTML(sanitizeHtml(html.replace(/<\/(p|li|blockquote)>/g, '$& '), { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
