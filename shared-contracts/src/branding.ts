// Brand colours → design tokens (pure; no zod, so the shell and the server use it cheaply).

const HEX = /^#([0-9a-f]{6})$/i;

function isHexColor(v: unknown): v is string {
  return typeof v === 'string' && HEX.test(v);
}

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return (
    '#' +
    [r, g, b]
      .map((c) =>
        Math.max(0, Math.min(255, Math.round(c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** WCAG relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const WHITE = '#ffffff';
const INK = '#1a1f2b';

/** White or the ink colour, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

/** The colour mixed towards black by `amount` (0..1). */
export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c * (1 - amount)) as [number, number, number]);
}

/**
 * The design tokens (CSS custom properties of shell/src/styles/tokens.css) that the two brand
 * colours set. Invalid colours are skipped (the defaults of tokens.css stay).
 */
export function brandingCssVars(branding: { primaryColor?: string | null; secondaryColor?: string | null }): Record<string, string> {
  const vars: Record<string, string> = {};
  const p = branding.primaryColor;
  if (isHexColor(p)) {
    vars['--color-primary'] = p.toLowerCase();
    vars['--color-primary-hover'] = darken(p, 0.25);
    vars['--color-on-primary'] = readableOn(p);
  }
  const s = branding.secondaryColor;
  if (isHexColor(s)) {
    vars['--color-accent'] = s.toLowerCase();
    vars['--color-on-accent'] = readableOn(s);
  }
  return vars;
}

/**
 * A CSS rule that applies the brand colours. `html:root` outranks the `:root` of tokens.css,
 * whatever order the two style sheets load in.
 */
export function brandingCss(branding: { primaryColor?: string | null; secondaryColor?: string | null }): string {
  const vars = brandingCssVars(branding);
  const body = Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return body ? `html:root{${body}}` : '';
}
