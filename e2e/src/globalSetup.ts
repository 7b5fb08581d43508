import fs from 'node:fs';
import path from 'node:path';
import { E2E_TMP, STATE_FILE } from './paths';
import { buildAll, startSite } from './site';
import { E2E_PORT } from './env';
import { startIdentityProvider } from './identityProvider';
import { startMercadoPago } from './mercadoPago';

export default async function globalSetup() {
  buildAll();
  // Local stand-ins of the outside services the site talks to (sign-in providers, payment gateway).
  const idp = await startIdentityProvider();
  const mercadoPago = await startMercadoPago();
  const stopFakes = async () => {
    await idp.provider.close();
    await mercadoPago.provider.close();
  };
  const site = await startSite({ port: E2E_PORT, workDir: path.join(E2E_TMP, 'site'), env: { ...idp.env, ...mercadoPago.env } }).catch(
    async (err: unknown) => {
      await stopFakes();
      throw err;
    },
  );
  fs.writeFileSync(STATE_FILE, JSON.stringify({ baseURL: site.baseURL, artifactsDir: site.artifactsDir, mailDir: site.mailDir }, null, 2));
  return async () => {
    await site.stop();
    await stopFakes();
  };
}
