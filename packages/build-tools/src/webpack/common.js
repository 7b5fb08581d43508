'use strict';
/** What the browser and the server builds of a package share: its constants and its cache. */
const path = require('node:path');

/** The constants every build of a package defines: its container name and version, and its own `define`s. */
function definitions(name, pkg, define) {
  return {
    __MF_NAME__: JSON.stringify(name),
    __MF_VERSION__: JSON.stringify(pkg.version),
    ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
  };
}

/**
 * The files of the build tools themselves: part of the persistent cache's key, so a change to
 * any of them rebuilds every package (webpack also follows what they require).
 */
const BUILD_TOOLS_FILES = [
  require.resolve('../webpack'),
  require.resolve('../federation'),
  require.resolve('../areas'),
  require.resolve('./common'),
  require.resolve('./rules'),
  require.resolve('./browserConfig'),
  require.resolve('./prerenderConfig'),
  require.resolve('./serviceWorkerConfig'),
  require.resolve('./plugins/AppIconsPlugin'),
  require.resolve('./frameChunk'),
  require.resolve('./plugins/areaStylesheets'),
  require.resolve('./plugins/PreloadChunksPlugin'),
  require.resolve('./plugins/RemoteMetaPlugin'),
];

/**
 * Persistent cache: a rebuild compiles only what changed (node_modules/.cache/webpack of the
 * package). The build tools themselves and the lockfile are part of the cache key.
 */
function persistentCache(dir, name) {
  return {
    type: 'filesystem',
    name,
    cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
    buildDependencies: { config: BUILD_TOOLS_FILES },
  };
}

module.exports = { definitions, persistentCache };
