'use strict';
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createFederationConfig, LOAD_TIMEOUT_MS, containerName } = require('./federation');
const { loggedInPathPattern } = require('./areas');
const { frameSplitChunks } = require('./frameChunk');

/**
 * Production minification with swc (webpack's own minimizer plugin, its swc function) instead of
 * its default terser: the clean build of the seven packages went from 65.5 s to 31.9 s on this
 * machine and the pages' JavaScript came out slightly smaller (docs/performance.md, "Build and delivery").
 */
function swcMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
}

const UI_DIR = path.dirname(require.resolve('@inpro/ui/package.json'));

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * CSS Modules. In the browser build they are extracted into .css files (mini-css-extract-plugin):
 * the stylesheets no longer travel inside the JavaScript as strings that a script injects
 * (about 44 KB of CSS and three copies of style-loader's runtime on the home page), and load in
 * parallel with the chunk that needs them. Every stylesheet link is tagged `data-mf="<area>"` so
 * that an area can switch its own styles off when it unmounts (see `extractCssPlugins`); the
 * shared UI's carry data-mf="ui".
 * No CSS source maps in production.
 */
function cssRules(styleOwner, { sourceMap = false, server = false } = {}) {
  // The shared UI's class names are the same in every build (`ui__…`): the page uses the copy of
  // whichever build loaded first, and a remote's prerendered markup must match it.
  const cssLoader = (owner) => ({
    loader: require.resolve('css-loader'),
    options: {
      sourceMap,
      modules: owner
        ? { localIdentName: `${owner}__[local]__[hash:base64:5]`, namedExport: false, exportLocalsConvention: 'as-is' }
        : false,
    },
  });
  const style = server ? { loader: require.resolve('./prerender/collect-css-loader') } : { loader: MiniCssExtractPlugin.loader };
  return [
    { test: /\.module\.css$/, include: UI_DIR, use: [style, cssLoader('ui')] },
    { test: /\.module\.css$/, exclude: UI_DIR, use: [style, cssLoader(styleOwner)] },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [style, cssLoader(null)] },
  ];
}

/** Name prefix of the stylesheet files that hold only the shared UI's CSS (`ui.<hash>.css`). */
const UI_CSS_PREFIX = 'ui.';

/**
 * The browser build's stylesheet extraction. A chunk of the shared UI gets a `ui.<hash>.css` file,
 * every other chunk `<id>.<hash>.css`; the runtime that loads a chunk's stylesheet tags its link
 * `data-mf="ui"` or `data-mf="<container>"` by that name. (The MF runtime itself only links the
 * exposed module's own stylesheets, and ./spa has none: every page's CSS is in its lazy chunk. The
 * browser tests check that every stylesheet link on the page is tagged.)
 */
function extractCssPlugins(name) {
  let compilation = null;
  const isUiChunk = (chunk) => {
    if (!compilation) return false;
    let ui = false;
    for (const mod of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (mod.type !== 'css/mini-extract') continue;
      // `css|<loaders>!<resource>|<index>|…`: the stylesheet's own file comes after the last loader.
      const resource = mod.identifier().split('|')[1].split('!').pop();
      if (!resource.startsWith(UI_DIR + path.sep)) return false;
      ui = true;
    }
    return ui;
  };
  const extract = new MiniCssExtractPlugin({
    filename: '[name].css',
    chunkFilename: (pathData) => (isUiChunk(pathData.chunk) ? `${UI_CSS_PREFIX}[contenthash:10].css` : '[name].[contenthash:10].css'),
    // CSS Modules are scoped, so the order of unrelated modules across chunks does not matter.
    ignoreOrder: true,
  });
  const tag = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('AreaStylesheetTag', (current) => {
        compilation = current;
        MiniCssExtractPlugin.getCompilationHooks(current).beforeTagInsert.tap('AreaStylesheetTag', (source, { tag, href }) =>
          [
            source,
            `${tag}.setAttribute("data-mf", ${href}.split("/").pop().indexOf(${JSON.stringify(UI_CSS_PREFIX)}) === 0 ? "ui" : ${JSON.stringify(name)});`,
          ].join('\n'),
        );
      });
    },
  };
  return [extract, tag];
}

/**
 * The webpack config of the shell (kind 'host') or a remote (kind 'remote'). A remote that names a
 * `prerender` entry also gets its server renderer built, into dist/prerender (see prerenderConfig).
 * The host may name global stylesheets to put into index.html (`inlineCss`).
 * @param {{ dir: string, kind: 'host'|'remote', runtimePlugins?: string[], define?: Record<string,string>, prerender?: string, inlineCss?: string[] }} opts
 */
function createWebpackConfig({ dir, kind, runtimePlugins = [], define = {}, prerender, inlineCss = [] }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const name = containerName(pkg.name, kind);
  const browser = browserConfig({ dir, kind, runtimePlugins, define, pkg, name, inlineCss });
  if (!prerender) return browser;
  return (env, argv = {}) => [browser(env, argv), prerenderConfig({ dir, entry: prerender, define, pkg, name })(env, argv)];
}

/** The constants every build of a package defines: its container name and version, and its own `define`s. */
function definitions(name, pkg, define) {
  return {
    __MF_NAME__: JSON.stringify(name),
    __MF_VERSION__: JSON.stringify(pkg.version),
    ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
  };
}

/**
 * Persistent cache: a rebuild compiles only what changed (node_modules/.cache/webpack of the
 * package). The build tools themselves and the lockfile are part of the cache key.
 */
function persistentCache(dir, name) {
  return {
    type: 'filesystem',
    name,
    cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
    buildDependencies: {
      config: [__filename, require.resolve('./federation'), require.resolve('./areas'), require.resolve('./frameChunk')],
    },
  };
}

/**
 * The server renderer of a remote's pages (shared-contracts/src/prerender.ts): one self-contained
 * CommonJS file for Node, dist/prerender/render.js, deployed with the browser build in the same
 * version folder. Its stylesheets are collected instead of injected (collect-css-loader), with the
 * browser build's class names.
 */
function prerenderConfig({ dir, entry, define, pkg, name }) {
  const webpack = require('webpack');
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
      optimization: production ? { minimizer: [swcMinimizer()], splitChunks: frameSplitChunks() } : {},
      plugins: [
        new ModuleFederationPlugin(
          createFederationConfig({
            name: pkg.name,
            kind,
            deps: { ...(pkg.dependencies || {}) },
            runtimePlugins,
          }),
        ),
        // The MF plugin imports inject-external-runtime-core-plugin as CommonJS, which pulls the
        // CommonJS builds of runtime-core, sdk and error-codes next to the ES builds the bundler
        // runtime uses: two copies of the runtime (~19 KB gzip). Its ES build shares one copy.
        ...(kind === 'host'
          ? [
              new (require('webpack').NormalModuleReplacementPlugin)(
                /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
                (resource) => {
                  resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
                },
              ),
            ]
          : []),
        new (require('webpack').DefinePlugin)(definitions(name, pkg, define)),
        ...extractCssPlugins(name),
        ...(kind === 'host'
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                chunks: ['main'],
                // The template starts main.js and preloads the start-up chunks itself (src/index.html of
                // the host: after the first paint of a prerendered page, at once otherwise).
                inject: false,
                templateParameters: { loggedInPathPattern: loggedInPathPattern(), inlineCss: readInlineCss(dir, inlineCss) },
              }),
              new PreloadChunksPlugin(),
            ]
          : []),
        new RemoteMetaPlugin({ name, version: pkg.version, contractsRange: (pkg.dependencies || {})['@inpro/shared-contracts'] }),
        ...(production ? precompressPlugins() : []),
      ],
    };
  };
}

/** Text files smaller than this go out as they are (the API's compression threshold). */
const PRECOMPRESS_MIN_BYTES = 1024;
const PRECOMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|webmanifest)$/;

/**
 * Brotli (best quality) and gzip copies of the production build's text files, `<file>.br` and
 * `<file>.gz` beside each: the API sends them by Accept-Encoding (@fastify/static preCompressed,
 * api/src/modules/site/static-files.ts) instead of compressing on every request. Not index.html
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

/**
 * Lists the shell's start-up chunks besides main.js (as <link rel="preload" as="script"> head tags,
 * which the host's template turns into preloads when start-up begins): the entry's own async boundary (./bootstrap) and the shared modules it consumes, and
 * those their own code consumes, transitively (React, router, single-spa, shared UI, ...). main.js
 * would otherwise only request them after it ran, one round trip later. Not preloaded: chunks
 * only a lazy import() needs (the date picker's calendar), fallback copies of shared modules
 * (the shell provides them), and shared modules the start-up code does not consume (axios,
 * loaded by the HTTP client's first call).
 */
class PreloadChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        const startup = startupChunkGroups(compilation);
        const files = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.hasRuntime() || chunk.canBeInitial()) continue;
          if (![...chunk.groupsIterable].some((group) => startup.has(group))) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const links = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadChunksPlugin' },
          attributes: { rel: 'preload', as: 'script', href: publicPath + file, fetchpriority: 'low' },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * The chunk groups that load at start-up: the entry points, the async groups the entry module
 * opens (./bootstrap), and for every shared key a start-up chunk consumes, the group that
 * provides it (whose chunks may consume further keys).
 */
function startupChunkGroups(compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  const queue = [...compilation.entrypoints.values()];
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const mod = origin.module;
      if (!mod) continue;
      if (chunkGraph.isEntryModule(mod)) queue.push(group);
      if (mod.constructor.name === 'ProvideSharedModule') {
        if (!providers.has(mod._name)) providers.set(mod._name, []);
        providers.get(mod._name).push(group);
      }
    }
  }
  const groups = new Set();
  const keys = new Set();
  while (queue.length > 0) {
    const group = queue.pop();
    if (groups.has(group)) continue;
    groups.add(group);
    for (const chunk of group.chunks) {
      for (const mod of chunkGraph.getChunkModulesIterable(chunk)) {
        if (mod.constructor.name !== 'ConsumeSharedModule') continue;
        const key = mod.options.shareKey;
        if (keys.has(key)) continue;
        keys.add(key);
        queue.push(...(providers.get(key) || []));
      }
    }
  }
  return groups;
}

/** Writes inpro-meta.json next to the build: what ops checks before a deploy. */
class RemoteMetaPlugin {
  constructor(meta) {
    this.meta = meta;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteMetaPlugin', (compilation) => {
      const { RawSource } = compiler.webpack.sources;
      compilation.hooks.processAssets.tap(
        { name: 'RemoteMetaPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const contractsPkg = require('@inpro/shared-contracts/package.json');
          const body = {
            name: this.meta.name,
            version: this.meta.version,
            contractsVersion: contractsPkg.version,
            builtAt: new Date().toISOString(),
          };
          compilation.emitAsset('inpro-meta.json', new RawSource(JSON.stringify(body, null, 2)));
        },
      );
    });
  }
}

module.exports = { createWebpackConfig, swcRule, cssRules, UI_CSS_PREFIX };
