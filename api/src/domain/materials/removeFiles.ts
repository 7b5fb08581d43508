import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../storage';

/**
 * Removes stored files after the rows that pointed to them are gone (committed). A failure is
 * logged, not thrown: the record is already deleted and an orphan file is harmless.
 */
export async function removeStoredFiles(storage: Storage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (err) {
        log.warn({ err, key }, 'stored file could not be removed');
      }
    }),
  );
}
