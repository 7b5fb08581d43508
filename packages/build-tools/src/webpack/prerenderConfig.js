'use strict';
const path = require('node:path');
const webpack = require('webpack');
const { swcRule, cssRules } = require('./rules');
const { definitions, persistentCache } = require('./common');

/**
 * The server renderer of a remote's pages (shared-contracts/src/prerender.ts): one self-contained
 * CommonJS file for Node, dist/prerender/render.js, deployed with the browser build in the same
 * version folder. Its stylesheets are collected instead of injected (collect-css-loader), with the
 * browser build's class names.
 */
function prerenderConfig({ dir, entry, define, pkg, name }) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    return {
      name: 'prerender',
      // After the browser build, whose output.clean would otherwise empty dist/prerender.
      dependencies: ['browser'],
      mode: production ? 'production' : 'development',
      target: 'node20',
      context: dir,
      entry: { render: entry },
      devtool: false,
      output: {
        path: path.join(dir, 'dist', 'prerender'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      cache: persistentCache(dir, production ? 'prerender-production' : 'prerender-development'),
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx'] },
      module: { rules: [swcRule(), ...cssRules(name, { server: true })] },
      performance: { hints: false },
      // Readable stack traces on the server; Node does not download it.
      optimization: { minimize: false },
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        // process.env.NODE_ENV comes from the mode, as in the browser build (optimization.nodeEnv).
        new webpack.DefinePlugin(definitions(name, pkg, define)),
      ],
    };
  };
}

module.exports = { prerenderConfig };
