const { createWebpackConfig } = require('@inpro/build-tools');

// The remote and its server renderer of the public pages (dist/prerender/render.js).
module.exports = createWebpackConfig({ dir: __dirname, kind: 'remote', prerender: './src/prerender.tsx' });
