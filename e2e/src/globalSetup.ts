import fs from 'node:fs';
import path from 'node:path';
import { E2E_TMP, STATE_FILE } from './paths';
import { buildAll, startSite } from './site';
import { E2E_PORT } from './env';

export default async function globalSetup() {
  buildAll();
  const site = await startSite({ port: E2E_PORT, workDir: path.join(E2E_TMP, 'site') });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ baseURL: site.baseURL, artifactsDir: site.artifactsDir, mailDir: site.mailDir }, null, 2));
  return async () => {
    await site.stop();
  };
}
