import fs from 'node:fs';
import path from 'node:path';
import { E2E_TMP, STATE_FILE } from './paths';
import { buildAll, startSite } from './site';
import { E2E_PORT } from './env';
import { startIdentityProvider } from './identityProvider';

export default async function globalSetup() {
  buildAll();
  const idp = await startIdentityProvider();
  const site = await startSite({ port: E2E_PORT, workDir: path.join(E2E_TMP, 'site'), env: idp.env }).catch(async (err: unknown) => {
    await idp.provider.close();
    throw err;
  });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ baseURL: site.baseURL, artifactsDir: site.artifactsDir, mailDir: site.mailDir }, null, 2));
  return async () => {
    await site.stop();
    await idp.provider.close();
  };
}
