'use strict';
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { swcRule } = require('./rules');
const { persistentCache } = require('./common');
const { AppIconsPlugin } = require('./plugins/AppIconsPlugin');

/**
 * The host's service worker, a build of its own: one classic script (`sw.js`, no Module
 * Federation, no chunks) at the root of the shell's output, so its scope is the whole site. It
 * runs after the browser build (which empties the output folder first). The installed
 * application's icons are rendered with it.
 * @param {{ dir: string, entry: string, icons: Record<string, { source: string, size: number }> }} opts
 */
function serviceWorkerConfig({ dir, entry, icons }) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    return {
      name: 'service-worker',
      dependencies: ['browser'],
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'webworker',
      entry: { sw: entry },
      devtool: false,
      output: { path: path.join(dir, 'dist'), publicPath: '/', filename: 'sw.js', clean: false },
      cache: persistentCache(dir, production ? 'production-sw' : 'development-sw'),
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [swcRule()] },
      performance: { hints: false },
      optimization: production
        ? {
            minimizer: [
              new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } }),
            ],
          }
        : {},
      plugins: [new AppIconsPlugin({ dir, icons })],
    };
  };
}

module.exports = { serviceWorkerConfig };
