import { plainText, renderSafeHtml } from './sanitize';

describe('renderSafeHtml', () => {
  it('keeps links and lists', () => {
    const html = renderSafeHtml('Ver [el código](https://inpro.edu.pe/codigo):\n\n- uno\n- **dos**\n\n1. a\n2. b');
    expect(html).toContain('<a href="https://inpro.edu.pe/codigo" target="_blank" rel="noopener noreferrer nofollow">el código</a>');
    expect(html).toContain('<ul>\n<li>uno</li>\n<li><strong>dos</strong></li>\n</ul>');
    expect(html).toContain('<ol>');
  });

  it('turns bare addresses into links', () => {
    expect(renderSafeHtml('https://example.org')).toContain('href="https://example.org"');
  });

  it('never keeps scripts, event handlers or javascript: links', () => {
    const html = renderSafeHtml(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) <a href="javascript:alert(1)">y</a>',
    );
    // Raw HTML is shown as text, and the javascript: link is not made.
    expect(html).not.toMatch(/<script|<img|<a /i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('[x](javascript:alert(1))');
  });

  it('plainText strips markup for e-mails', () => {
    expect(plainText(renderSafeHtml('Hola **Ana**\n\n- a & b'))).toBe('Hola Ana a & b');
    expect(plainText('<p>' + 'x'.repeat(50) + '</p>', 10)).toBe('xxxxxxxxx…');
    expect(plainText('<p>l&#39;été &lt;3 &quot;sí&quot; &nbsp;&mdash; fin</p>')).toBe('l\'été <3 "sí" — fin');
  });
});
