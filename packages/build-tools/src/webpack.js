'use strict';
/**
 * The webpack config of every front-end package: the browser build (webpack/browserConfig.js) and,
 * for a remote with prerendered pages, its server renderer (webpack/prerenderConfig.js). The module
 * rules, the frame's chunk and the plugins are in the files beside them.
 */
const path = require('node:path');
const fs = require('node:fs');
const { containerName } = require('./federation');
const { browserConfig } = require('./webpack/browserConfig');
const { prerenderConfig } = require('./webpack/prerenderConfig');
const { serviceWorkerConfig } = require('./webpack/serviceWorkerConfig');
const { swcRule, cssRules } = require('./webpack/rules');
const { UI_CSS_PREFIX } = require('./webpack/plugins/areaStylesheets');

/**
 * The webpack config of the shell (kind 'host') or a remote (kind 'remote'). A remote that names a
 * `prerender` entry also gets its server renderer built, into dist/prerender (see prerenderConfig).
 * The host may name global stylesheets to put into index.html (`inlineCss`), and its service worker
 * with the installed application's icons (`serviceWorker`, see webpack/serviceWorkerConfig.js).
 * @param {{ dir: string, kind: 'host'|'remote', runtimePlugins?: string[], define?: Record<string,string>, prerender?: string, inlineCss?: string[], serviceWorker?: { entry: string, icons: Record<string, { source: string, size: number }> } }} opts
 */
function createWebpackConfig({ dir, kind, runtimePlugins = [], define = {}, prerender, inlineCss = [], serviceWorker }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const name = containerName(pkg.name, kind);
  const browser = browserConfig({ dir, kind, runtimePlugins, define, pkg, name, inlineCss });
  if (serviceWorker) {
    const worker = serviceWorkerConfig({ dir, ...serviceWorker });
    return (env, argv = {}) => [browser(env, argv), worker(env, argv)];
  }
  if (!prerender) return browser;
  return (env, argv = {}) => [browser(env, argv), prerenderConfig({ dir, entry: prerender, define, pkg, name })(env, argv)];
}

module.exports = { createWebpackConfig, swcRule, cssRules, UI_CSS_PREFIX };
