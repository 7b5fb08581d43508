import { createHash } from 'node:crypto';
import { inlineScriptHashes, pageContentSecurityPolicy, paymentProviderSources, remoteOrigins } from './contentSecurityPolicy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy of the pages', () => {
  it('hashes only the executable inline scripts', () => {
    const html =
      '<script>run()</script><script type="application/json">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script><script src="/main.js"></script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('run()'), sha('go()')]);
  });

  it('adds the origins of remotes served from another host', () => {
    const remotes = {
      remotes: {
        'mf-public': { name: 'mf_public', entry: '/remotes/mf-public/1.0.0/mf-manifest.json' },
        'mf-aula': { name: 'mf_aula', entry: 'https://cdn.inpro.edu.pe/remotes/mf-aula/1.0.0/mf-manifest.json' },
      },
    };
    expect(remoteOrigins(remotes)).toEqual(['https://cdn.inpro.edu.pe']);
  });

  it('allows the site, its remotes and the video players, and no framing of the pages', () => {
    const csp = pageContentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], remotes: ['https://cdn.inpro.edu.pe'] });
    expect(csp).toContain("script-src 'self' https://cdn.inpro.edu.pe 'sha256-abc'");
    expect(csp).toContain("frame-src 'self' blob: https://www.youtube.com https://player.vimeo.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets MercadoPago.js in only while MercadoPago is the gateway', () => {
    const sdkUrl = 'https://sdk.mercadopago.com/js/v2';
    expect(paymentProviderSources({ gateway: 'Desactivada' })).toEqual({ script: [], connect: [], frame: [] });
    expect(paymentProviderSources({ gateway: 'Culqi', sdkUrl })).toEqual({ script: [], connect: [], frame: [] });
    const csp = pageContentSecurityPolicy({
      scriptHashes: [],
      remotes: [],
      provider: paymentProviderSources({ gateway: 'MercadoPago', sdkUrl }),
    });
    expect(csp).toContain("script-src 'self' https://sdk.mercadopago.com https://*.mlstatic.com;");
    expect(csp).toContain("connect-src 'self' https://*.mercadopago.com https://*.mercadolibre.com https://*.mlstatic.com;");
    expect(csp).toContain(
      "frame-src 'self' blob: https://www.youtube.com https://player.vimeo.com https://*.mercadopago.com https://*.mercadolibre.com;",
    );
    // A replaced script (a local stand-in) is allowed from its own origin only.
    const local = paymentProviderSources({ gateway: 'MercadoPago', sdkUrl: 'http://127.0.0.1:9999/js/v2' });
    expect(local).toEqual({ script: ['http://127.0.0.1:9999'], connect: ['http://127.0.0.1:9999'], frame: ['http://127.0.0.1:9999'] });
  });
});
