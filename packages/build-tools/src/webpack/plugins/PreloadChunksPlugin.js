'use strict';
const HtmlWebpackPlugin = require('html-webpack-plugin');

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

module.exports = { PreloadChunksPlugin, startupChunkGroups };
