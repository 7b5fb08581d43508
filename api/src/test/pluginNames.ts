/**
 * Jest setup file of the API tests. Fastify names a plugin that has no display name by looking for it
 * among the `require.cache` entries, once or twice per registration; under jest `require.cache` is a
 * proxy over the test file's whole module registry, which made that look-up half the cost of building
 * an app. A plugin function here answers its own name as its display name, the name Fastify falls back
 * to when the look-up finds nothing (our modules export their plugins as named functions, so it never
 * finds one). A display name set explicitly (fastify-plugin's `name`) still wins.
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

Object.defineProperty(Function.prototype, DISPLAY_NAME, {
  configurable: true,
  get(this: { name?: string }) {
    return this.name || undefined;
  },
  set(this: object, value: unknown) {
    Object.defineProperty(this, DISPLAY_NAME, { value, writable: true, configurable: true, enumerable: false });
  },
});
