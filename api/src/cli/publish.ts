import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as tar from 'tar';

export interface PublishOptions {
  /** The running site, e.g. https://inpro.edu.pe (the API is under /api). */
  site: string;
  /** The team's deploy key (inpro_dk_…). */
  key: string;
  remote: string;
  /** The remote's built dist/ folder. */
  fromDir: string;
  /** A version lower than the live one is accepted (going back). */
  rollback?: boolean;
  fetchImpl?: typeof fetch;
}

export interface PublishAnswer {
  status: number;
  body: { remote?: string; version?: string; outcome?: string; error?: string };
}

/**
 * Uploads a remote's build to a running site: the folder is packed as .tar.gz while it is sent
 * (no archive on disk, nothing held in memory). Publishing twice is safe: the same build is the same version.
 */
export async function publishBuild(opts: PublishOptions): Promise<PublishAnswer> {
  const info = await stat(opts.fromDir).catch(() => null);
  if (!info?.isDirectory()) throw new Error(`No build folder at ${opts.fromDir} (build the remote first, or pass --from <dir>).`);
  const url = new URL(`/api/deploy/remotes/${encodeURIComponent(opts.remote)}/versions`, opts.site);
  if (opts.rollback) url.searchParams.set('rollback', 'true');
  const packed = tar.c({ gzip: true, cwd: path.resolve(opts.fromDir), portable: true }, ['.']);
  const body = Readable.toWeb(Readable.from(packed as AsyncIterable<Buffer>)) as ReadableStream<Uint8Array>;
  const res = await (opts.fetchImpl ?? fetch)(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${opts.key}`, 'content-type': 'application/gzip' },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  const text = await res.text();
  let parsed: PublishAnswer['body'];
  try {
    parsed = JSON.parse(text) as PublishAnswer['body'];
  } catch {
    parsed = { error: text.slice(0, 300) || `HTTP ${res.status}` };
  }
  return { status: res.status, body: parsed };
}

type KeyTarget = Pick<PublishOptions, 'site' | 'key' | 'remote' | 'fetchImpl'>;

/** A JSON POST to `/api/deploy/remotes/<remote>/<action>` with the team's deploy key; the answer's status and body. */
async function postWithKey<T>(opts: KeyTarget, action: string, payload: object): Promise<{ status: number; body: T }> {
  const url = new URL(`/api/deploy/remotes/${encodeURIComponent(opts.remote)}/${action}`, opts.site);
  const res = await (opts.fetchImpl ?? fetch)(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${opts.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json().catch(() => ({ error: `HTTP ${res.status}` }))) as T };
}

/** Starts a published version as a self-promoting canary (POST /api/deploy/remotes/:name/canary). */
export function startKeyCanary(opts: KeyTarget & { version: string; percent: number }): Promise<PublishAnswer> {
  return postWithKey(opts, 'canary', { version: opts.version, percent: opts.percent });
}

/**
 * Follows a canary until the site decides: 'promoted' when the version became the live one,
 * 'aborted' when the canary stopped without it, null when `timeoutMs` passed first.
 */
export async function waitForDecision(
  opts: KeyTarget & { version: string; intervalMs: number; timeoutMs: number },
): Promise<'promoted' | 'aborted' | null> {
  const url = new URL(`/api/deploy/remotes/${encodeURIComponent(opts.remote)}`, opts.site);
  const end = Date.now() + opts.timeoutMs;
  for (;;) {
    const res = await (opts.fetchImpl ?? fetch)(url, { headers: { authorization: `Bearer ${opts.key}` } });
    if (res.ok) {
      const s = (await res.json()) as { active: string | null; canary: { version: string } | null };
      if (s.active === opts.version) return 'promoted';
      if (s.canary?.version !== opts.version) return 'aborted';
    }
    if (Date.now() >= end) return null;
    await new Promise((r) => setTimeout(r, opts.intervalMs));
  }
}

/** A signed preview link of a published version (POST /api/deploy/remotes/:name/preview). */
export function previewLink(
  opts: KeyTarget & { version: string },
): Promise<{ status: number; body: { url?: string; expiresAt?: string; error?: string } }> {
  return postWithKey(opts, 'preview', { version: opts.version });
}
