import fs from 'node:fs';
import path from 'node:path';
import { E2E_TMP, STATE_FILE } from './paths';
import { buildAll, startSite, type RunningSite } from './site';
import { E2E_PORT, E2E_SERIAL_PORT } from './env';
import { startIdentityProvider } from './identityProvider';
import { startMercadoPago } from './mercadoPago';
import type { SitesState, SiteState } from './state';

const stateOf = (site: RunningSite): SiteState => ({ baseURL: site.baseURL, artifactsDir: site.artifactsDir, mailDir: site.mailDir });

export default async function globalSetup() {
  buildAll();
  // Local stand-ins of the outside services the site talks to (sign-in providers, payment gateway).
  const idp = await startIdentityProvider();
  const mercadoPago = await startMercadoPago();
  const env = { ...idp.env, ...mercadoPago.env };
  // Two sites on fresh databases: the serial specs change what every visitor sees, so they get their own.
  const started = await Promise.allSettled([
    startSite({ port: E2E_PORT, workDir: path.join(E2E_TMP, 'site'), env }),
    startSite({ port: E2E_SERIAL_PORT, workDir: path.join(E2E_TMP, 'site-serial'), env }),
  ]);
  const sites = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stop = async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await idp.provider.close();
    await mercadoPago.provider.close();
  };
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [main, serial] = sites;
  const state: SitesState = { main: stateOf(main), serial: stateOf(serial) };
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  return stop;
}
