import fs from 'node:fs';
import path from 'node:path';
import { E2E_TMP, STATE_FILE } from './paths';
import { buildAll, startSite, type RunningSite } from './site';
import { E2E_PORT, SERIAL_PORT } from './env';
import { startIdentityProvider } from './identityProvider';
import { startMercadoPago } from './mercadoPago';

export default async function globalSetup() {
  buildAll();
  // Local stand-ins of the outside services the sites talk to (sign-in providers, payment gateway).
  const idp = await startIdentityProvider();
  const mercadoPago = await startMercadoPago();
  const env = { ...idp.env, ...mercadoPago.env };
  const stopFakes = async () => {
    await idp.provider.close();
    await mercadoPago.provider.close();
  };
  // Two sites from the same build: the parallel specs' and the serial specs', which change what every
  // visitor of their site sees and so run one at a time, beside the others.
  const started = await Promise.allSettled([
    startSite({ port: E2E_PORT, workDir: path.join(E2E_TMP, 'site'), env }),
    startSite({ port: SERIAL_PORT, workDir: path.join(E2E_TMP, 'site-serial'), env }),
  ]);
  const sites = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(sites.map((site: RunningSite) => site.stop()));
    await stopFakes();
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [main, serial] = sites;
  const stateOf = (site: RunningSite) => ({ baseURL: site.baseURL, artifactsDir: site.artifactsDir, mailDir: site.mailDir });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ chromium: stateOf(main), serial: stateOf(serial) }, null, 2));
  return stopAll;
}
