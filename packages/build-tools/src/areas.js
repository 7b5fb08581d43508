'use strict';
/**
 * The area registry of shared-contracts (src/areas.json), read by the build: the remotes and
 * their federation container names, the load time-out, and the paths of the logged-in areas.
 * It is JSON so this CommonJS code and the TypeScript packages read the same file.
 */
const registry = require('@inpro/shared-contracts/src/areas.json');

/** Remote package folders (the keys of remotes.json). */
const REMOTES = registry.areas.map((a) => a.remote);

/** How long a chunk or a remote entry may take before it counts as failed. */
const LOAD_TIMEOUT_MS = registry.loadTimeoutMs;

/** The registered federation container name of a remote, or undefined when it is no area. */
function registeredContainer(remote) {
  const area = registry.areas.find((a) => a.remote === remote);
  return area ? area.container : undefined;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Source of a RegExp matching the pages of the logged-in areas (their bases and aliases, not the
 * sign-in page): the page's inline script uses it to skip the public navbar placeholder there.
 */
function loggedInPathPattern() {
  const bases = registry.areas
    .filter((a) => a.allowedRoles !== 'public')
    .flatMap((a) => [a.basePath, ...(a.aliases || [])])
    .sort((x, y) => y.length - x.length)
    .map(escapeRegExp);
  const login = escapeRegExp(registry.loginPath);
  return `^(?!${login}(?:/|$))(?:${bases.join('|')})(?:/|$)`;
}

module.exports = { REMOTES, LOAD_TIMEOUT_MS, registeredContainer, loggedInPathPattern };
