import type { Browser, BrowserContext, Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { CANARY_BUCKET_KEY } from '@inpro/shared-contracts';
import { E2E_TMP } from './paths';
import { siteState } from './siteState';

// What the release specs (canary, team pipelines) share: the running site, mf-public's pointer,
// builds of mf-public under new versions, browsers in a chosen canary bucket, and which version
// folder a page loaded its remote entry from.

export type PublicPointer = { version: string; entry: string; canary?: { version: string; percent: number; since: string } };

export { siteState };

/** mf-public's entry of /remotes.json as a visitor's browser reads it. */
export async function publicPointer(baseURL: string): Promise<PublicPointer> {
  const res = await fetch(`${baseURL}/remotes.json`, { cache: 'no-store' });
  return ((await res.json()) as { remotes: Record<string, PublicPointer> }).remotes['mf-public'];
}

/** A build of mf-public under `version`, copied from the deployed `from` and changed by `edit`. */
export function publicBuild(artifactsDir: string, from: string, version: string, edit: (dir: string) => void = () => undefined): string {
  const dir = path.join(E2E_TMP, `mf-public-${version}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(artifactsDir, 'mf-public', from), dir, { recursive: true });
  const metaFile = path.join(dir, 'inpro-meta.json');
  fs.writeFileSync(metaFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(metaFile, 'utf8')), version }, null, 2));
  edit(dir);
  return dir;
}

/** The build's remote entry is missing: every browser that gets it fails to load the area. */
export function withoutRemoteEntry(dir: string): void {
  for (const f of ['remoteEntry.js', 'remoteEntry.js.gz', 'remoteEntry.js.br']) fs.rmSync(path.join(dir, f), { force: true });
}

/** A browser with its canary bucket already drawn (as the shell stores it). */
export async function visitor(browser: Browser, baseURL: string, bucket: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [CANARY_BUCKET_KEY, String(bucket)] as const);
  return context;
}

/** The version folders `page` loads mf-public's remote entry from, from now on. */
export function publicEntryVersions(page: Page): Set<string> {
  const folders = new Set<string>();
  page.on('request', (r) => {
    const m = /\/remotes\/mf-public\/([^/]+)\/remoteEntry\.js/.exec(r.url());
    if (m) folders.add(m[1]);
  });
  return folders;
}
