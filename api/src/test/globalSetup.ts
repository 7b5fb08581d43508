import { ensureTemplate } from './pgliteTemplate';

/** Jest global setup: build the migrated PGlite template once per run (outside the test sandboxes). */
export default async function globalSetup(): Promise<void> {
  await ensureTemplate();
}
