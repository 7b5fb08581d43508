'use strict';
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createFederationConfig, LOAD_TIMEOUT_MS } = require('../federation');
const { loggedInPathPattern } = require('../areas');
const { swcRule, cssRules } = require('./rules');
const { definitions, persistentCache } = require('./common');
const { frameSplitChunks } = require('./frameChunk');
const { extractCssPlugins } = require('./plugins/areaStylesheets');
const { PreloadChunksPlugin } = require('./plugins/PreloadChunksPlugin');
const { RemoteMetaPlugin } = require('./plugins/RemoteMetaPlugin');

/**
 * Production minification with swc (webpack's own minimizer plugin, its swc function) instead of
 * its default terser: it halves the clean build of the seven packages and the pages' JavaScript
 * comes out slightly smaller (docs/performance.md, "Build and delivery").
 */
function swcMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
}

/** The stylesheet files minified with webpack's own CSS minifier (no extra dependency): ~20 % fewer bytes. */
function cssMinimizer() {
  return new MinimizerPlugin({ test: /\.css(\?.*)?$/i, minify: webpack.css.syntax.cssMinify });
}

/**
 * The host's global stylesheets (design tokens, base rules), read into index.html: they apply from
 * the first paint, so a prerendered page is drawn with them instead of moving when the shell's
 * JavaScript would have injected them.
 */
function readInlineCss(dir, files) {
  return files
    .map((file) => fs.readFileSync(path.resolve(dir, file), 'utf8'))
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');
}

/** Text files smaller than this go out as they are (the API's compression threshold). */
const PRECOMPRESS_MIN_BYTES = 1024;
const PRECOMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|webmanifest)$/;

/**
 * Brotli (best quality) and gzip copies of the production build's text files, `<file>.br` and
 * `<file>.gz` beside each: the API sends them by Accept-Encoding (@fastify/static preCompressed,
 * api/src/site/static-files.ts) instead of compressing on every request. Not index.html
 * (the API composes the page) nor source maps (only developer tools fetch them).
 */
function precompressPlugins() {
  const { constants } = require('node:zlib');
  const common = { test: PRECOMPRESSIBLE, threshold: PRECOMPRESS_MIN_BYTES, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/** The host's page and the preloads of its start-up chunks. */
function hostPagePlugins(dir, inlineCss) {
  return [
    new HtmlWebpackPlugin({
      template: './src/index.html',
      chunks: ['main'],
      // The template starts main.js and preloads the start-up chunks itself (src/index.html of
      // the host: after the first paint of a prerendered page, at once otherwise).
      inject: false,
      templateParameters: { loggedInPathPattern: loggedInPathPattern(), inlineCss: readInlineCss(dir, inlineCss) },
    }),
    new PreloadChunksPlugin(),
  ];
}

/**
 * The MF plugin imports inject-external-runtime-core-plugin as CommonJS, which pulls the CommonJS
 * builds of runtime-core, sdk and error-codes next to the ES builds the bundler runtime uses: two
 * copies of the runtime. Its ES build shares one copy.
 */
function oneRuntimeCopyPlugin() {
  return new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
    resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
  });
}

/** The browser build of the shell (kind 'host') or of a remote (kind 'remote'). */
function browserConfig({ dir, kind, runtimePlugins, define, pkg, name, inlineCss }) {
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    return {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: kind === 'remote' ? 'auto' : '/',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        uniqueName: name,
        chunkLoadTimeout: LOAD_TIMEOUT_MS,
        clean: true,
      },
      cache: persistentCache(dir, production ? 'production' : 'development'),
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx'] },
      module: { rules: [swcRule(), ...cssRules(name, { sourceMap: !production })] },
      performance: { hints: false },
      // What the area frame shares with the screens loads once (frameChunk.js).
      optimization: production ? { minimizer: [swcMinimizer(), cssMinimizer()], splitChunks: frameSplitChunks() } : {},
      plugins: [
        new ModuleFederationPlugin(
          createFederationConfig({
            name: pkg.name,
            kind,
            deps: { ...(pkg.dependencies || {}) },
            runtimePlugins,
          }),
        ),
        ...(kind === 'host' ? [oneRuntimeCopyPlugin()] : []),
        new webpack.DefinePlugin(definitions(name, pkg, define)),
        ...extractCssPlugins(name),
        ...(kind === 'host' ? hostPagePlugins(dir, inlineCss) : []),
        new RemoteMetaPlugin({ name, version: pkg.version, contractsRange: (pkg.dependencies || {})['@inpro/shared-contracts'] }),
        ...(production ? precompressPlugins() : []),
      ],
    };
  };
}

module.exports = { browserConfig };
