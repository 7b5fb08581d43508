/** Text shown by an uncompressed pdfkit document (standard fonts write WinAnsi hex strings), one line per text run. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/gi)) {
    lines.push([...m[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}
