// Test-only: an in-memory IndexedDB (fake-indexeddb) for the tests of drafts, imported for its
// effect. fake-indexeddb clones values with structuredClone, which jsdom lacks: Node's serializer
// stands in (drafts hold plain values).
import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;
}
