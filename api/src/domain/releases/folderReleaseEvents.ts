import { unwatchFile, watchFile } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { POINTER_FILE } from './artifactTypes';
import type { ArtifactStore } from './artifact-store';

/** How often the pointer file is looked at (a stat; the deployments screen learns of a move within it). */
const WATCH_INTERVAL_MS = 250;

/** Each remote's pointer as text, to tell which ones a write moved. */
async function pointerTexts(store: ArtifactStore): Promise<Map<string, string>> {
  const { remotes } = await store.state.readPointers();
  return new Map(Object.entries(remotes).map(([remote, pointer]) => [remote, JSON.stringify(pointer)]));
}

/**
 * The deployments screen hears of release moves from the database trigger on release_pointers. With the
 * release state in the artifacts folder (one machine on the embedded database) the CLI and this server
 * move a pointer by writing a file instead, so this server watches that file and emits the same
 * 'release' event for each remote whose pointer changed. Written atomically (a rename), so a stat poll.
 */
export function emitFolderReleaseEvents(app: FastifyInstance, store: ArtifactStore): void {
  if (store.state.kind !== 'folder') return;
  const file = path.join(store.dir, POINTER_FILE);
  let known: Map<string, string> | null = null;
  let checking = Promise.resolve();
  const check = async () => {
    const now = await pointerTexts(store);
    const before = known;
    known = now;
    if (!before) return;
    const moved = [...new Set([...before.keys(), ...now.keys()])].filter((remote) => before.get(remote) !== now.get(remote));
    for (const remote of moved) {
      await app.db.execute(sql`select inpro_live_emit(NULL, 'SUPER_ADMIN', 'release', ${JSON.stringify({ remote })}::jsonb)`);
    }
  };
  // One check at a time, in order: a second change waits for the first one's events.
  const queue = () => {
    checking = checking.then(check).catch((err: unknown) => app.log.warn({ err }, 'release events: the pointer file could not be read'));
  };
  app.addHook('onReady', async () => {
    queue();
    await checking;
    watchFile(file, { interval: WATCH_INTERVAL_MS }, queue);
  });
  app.addHook('preClose', async () => {
    unwatchFile(file, queue);
    await checking;
  });
}
