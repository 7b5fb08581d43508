'use strict';
/**
 * The one place that decides how every micro-frontend is federated:
 * names, the exposed module, shared singletons and load time-outs.
 */

// The remotes, their container names and the load time-out come from the area registry.
const { REMOTES, LOAD_TIMEOUT_MS, registeredContainer } = require('./areas');

/** The only module a remote exposes: its single-spa lifecycles. */
const EXPOSED_MODULE = './spa';

/**
 * The logged-in areas' frame (sidebar, header, notification bell): every screen of an area is drawn
 * inside it, so whatever it needs loads on every visit of an area (see frameChunk.js).
 */
const AREA_FRAME = '@inpro/ui/layout';

/**
 * Libraries that must exist once on the page, whoever loads first.
 * react-dom/client and react/jsx-runtime are separate keys so no second copy sneaks in.
 * @inpro/shared-contracts is deliberately NOT shared: it is stateless, and a shared module
 * cannot be tree-shaken, so sharing it would put every schema and helper on every page (the
 * shell's start-up imports a few of its helpers). Each build keeps only the helpers and schemas
 * it imports; the library under the schemas, zod, is shared (REMOTE_SHARED).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  // The router, as the parts the site uses (packages/ui/router.ts): 'react-router-dom' itself is not
  // shared (a shared module is never tree-shaken); nothing imports it directly (ESLint).
  '@inpro/ui/router',
  'zustand',
  'axios',
  'single-spa-react',
  // Server state (cache, retries, invalidation) in every remote: one copy on the page.
  '@tanstack/react-query',
  '@inpro/ui',
  // The failure screens and error boundary: the shell's start-up needs only these, not the whole UI.
  '@inpro/ui/feedback',
  // The logged-in areas' frame: a key of its own, so the public pages do not download it.
  AREA_FRAME,
  // Dialogs, confirmations, tables and pagers (none on the public pages).
  '@inpro/ui/admin',
  // Charts (dashboards, reports); the chart library itself is a lazy chunk of this module.
  '@inpro/ui/charts',
  // The card payment field (checkout, 'Pagar ahora') and the month calendar (class calendars):
  // keys of their own, so the start-up code (the shell and every page) does not download them.
  '@inpro/ui/payments',
  '@inpro/ui/calendar',
];

/**
 * Libraries the remotes share by version (not singletons), and only the remotes: zod, which every
 * schema of shared-contracts is built on (large: its `z` namespace keeps it whole in any
 * build). The sign-in page loads it for its form and the area a visitor enters next takes that
 * copy instead of downloading its own. A remote takes a copy already on the page when that copy's
 * version is in its range (loaded-first), and otherwise its own, so a remote rolled back to a build
 * with another zod, or one built before zod was shared, still runs on its own copy.
 * The shell does not take part: its start-up code holds only zod's global configuration (the
 * contracts' zod.ts), and a shared module cannot be used in the host's first chunk.
 */
const REMOTE_SHARED = ['zod'];

/**
 * Singletons of the remotes only: the forms' library, react-hook-form (its state and context: one
 * copy on the page), and the zod resolver beside it (its root helpers come with it). Only the chunks
 * of pages with a form import them (through '@inpro/ui/forms', which is not shared itself), so no
 * other page downloads them; the shell has no form, and every key it shares adds to its start-up code.
 */
const REMOTE_SINGLETONS = ['react-hook-form', '@hookform/resolvers/zod'];

/**
 * The version range a build asks for: its own dependency, else the one of the package that brings
 * the library (shared-contracts: zod; @inpro/ui: react-hook-form and its resolvers, single-spa-react).
 */
function requiredVersionOf(root, deps) {
  if (deps[root]) return deps[root];
  for (const owner of ['@inpro/shared-contracts/package.json', '@inpro/ui/package.json']) {
    const range = (require(owner).dependencies || {})[root];
    if (range) return range;
  }
  return false;
}

/**
 * Package name -> federation container name: a remote's comes from the area registry (a remote
 * missing there is refused), the host's is its folder name with dashes as underscores.
 */
function containerName(pkgName, kind = 'host') {
  const bare = String(pkgName).replace(/^@[^/]+\//, '');
  if (!/^[a-z][a-z0-9-]*$/.test(bare)) {
    throw new Error(`Invalid micro-frontend name: ${pkgName}`);
  }
  if (kind !== 'remote') return bare.replace(/-/g, '_');
  const registered = registeredContainer(bare);
  if (!registered) throw new Error(`${bare} is not an area of shared-contracts/src/areas.json: add it there first`);
  return registered;
}

const rootOf = (key) => (key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]);

/**
 * A subpath with a package.json of its own ('@hookform/resolvers/zod' says 1.0.0) would be offered
 * under that version and fail the package's range on every page: it is offered as its package's version.
 */
function subpathVersion(key) {
  if (key === rootOf(key)) return {};
  return { version: require(`${rootOf(key)}/package.json`).version };
}

function sharedConfig(deps = {}, kind = 'remote') {
  const shared = {};
  for (const key of SINGLETONS) {
    shared[key] = {
      singleton: true,
      requiredVersion: requiredVersionOf(rootOf(key), deps),
    };
  }
  if (kind === 'remote') {
    for (const key of REMOTE_SINGLETONS) {
      shared[key] = { singleton: true, requiredVersion: requiredVersionOf(rootOf(key), deps), ...subpathVersion(key) };
    }
    for (const key of REMOTE_SHARED) shared[key] = { singleton: false, requiredVersion: requiredVersionOf(rootOf(key), deps) };
  }
  return shared;
}

/**
 * @param {{ name: string, kind: 'host' | 'remote', deps?: Record<string,string>, runtimePlugins?: string[] }} opts
 */
function createFederationConfig({ name, kind, deps = {}, runtimePlugins = [] }) {
  if (kind !== 'host' && kind !== 'remote') throw new Error(`Unknown federation kind: ${kind}`);
  const config = {
    name: containerName(name, kind),
    shared: sharedConfig(deps, kind),
    shareStrategy: 'loaded-first',
    runtimePlugins,
    dts: false,
  };
  if (kind === 'remote') {
    config.filename = 'remoteEntry.js';
    config.exposes = { [EXPOSED_MODULE]: './src/spa.tsx' };
    config.manifest = true;
    // Remotes use the shell's MF runtime instead of shipping their own.
    config.experiments = { externalRuntime: true };
  } else {
    config.remotes = {};
    // The host runs in browsers only: drop the runtime's Node.js loaders.
    config.experiments = { provideExternalRuntime: true, optimization: { target: 'web' } };
  }
  return config;
}

module.exports = {
  REMOTES,
  LOAD_TIMEOUT_MS,
  EXPOSED_MODULE,
  AREA_FRAME,
  SINGLETONS,
  REMOTE_SINGLETONS,
  REMOTE_SHARED,
  containerName,
  sharedConfig,
  createFederationConfig,
};
