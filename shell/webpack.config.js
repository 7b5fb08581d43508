const { createWebpackConfig } = require('@inpro/build-tools');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'host',
  runtimePlugins: [require.resolve('./src/federation/timeoutPlugin.ts')],
  // In index.html: they apply from the first paint (a prerendered page must not move when the shell starts).
  inlineCss: ['./src/styles/tokens.css', './src/styles/base.css'],
  // /sw.js and the icons of the installed application (web app manifest, apple-touch-icon).
  serviceWorker: {
    entry: './src/pwa/sw.ts',
    icons: {
      'icons/icon-192.png': { source: './src/pwa/icon.svg', size: 192 },
      'icons/icon-512.png': { source: './src/pwa/icon.svg', size: 512 },
      'icons/icon-maskable-512.png': { source: './src/pwa/icon-maskable.svg', size: 512 },
      'icons/apple-touch-icon.png': { source: './src/pwa/icon-maskable.svg', size: 180 },
    },
  },
});
