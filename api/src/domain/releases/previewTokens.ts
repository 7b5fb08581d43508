import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PREVIEW_COOKIE, PREVIEW_TTL_MS } from '@inpro/shared-contracts';
import { hmacSigner } from '../../lib/hmac';
import { isRemoteName, isVersion } from './names';

/** What a preview token grants: one browser sees `remote` at `version` until `expiresAt`. */
export interface Preview {
  remote: string;
  version: string;
  expiresAt: Date;
}

type PreviewCheck = { ok: true; preview: Preview } | { ok: false; reason: 'invalid' | 'expired' };

export interface PreviewTokens {
  issue(remote: string, version: string): { token: string; expiresAt: Date };
  verify(token: string): PreviewCheck;
  /** The valid preview of a request's cookie, else null (a stale or altered cookie is simply ignored). */
  ofRequest(request: FastifyRequest): Preview | null;
}

/**
 * Preview tokens `<remote>.<version>.<expiry>.<signature>`, signed with a key derived from the site's
 * secret, so every API process checks them without sharing state. The same text is the link's token
 * and the cookie's value: the preview ends when the link would have.
 */
export function previewTokens(secret: string, ttlMs = PREVIEW_TTL_MS, now: () => number = Date.now): PreviewTokens {
  const signer = hmacSigner(createHmac('sha256', secret).update('inpro remote previews').digest(), 18);
  const verify = (token: string): PreviewCheck => {
    const parts = typeof token === 'string' ? token.split('.') : [];
    // The version itself has dots: remote, then the version, then expiry and signature at the end.
    if (parts.length < 5) return { ok: false, reason: 'invalid' };
    const signature = parts.pop() as string;
    const expiry = parts.pop() as string;
    const [remote, ...rest] = parts;
    const version = rest.join('.');
    if (!isRemoteName(remote) || !isVersion(version) || !/^[0-9a-z]{1,12}$/.test(expiry)) return { ok: false, reason: 'invalid' };
    if (!signer.verify(`${remote}.${version}.${expiry}`, signature)) return { ok: false, reason: 'invalid' };
    const expiresAt = parseInt(expiry, 36) * 1000;
    if (!Number.isFinite(expiresAt) || expiresAt <= now()) return { ok: false, reason: 'expired' };
    return { ok: true, preview: { remote, version, expiresAt: new Date(expiresAt) } };
  };
  return {
    issue(remote, version) {
      const expiresAt = Math.ceil((now() + ttlMs) / 1000);
      const expiry = expiresAt.toString(36);
      const data = `${remote}.${version}.${expiry}`;
      return { token: `${data}.${signer.sign(data)}`, expiresAt: new Date(expiresAt * 1000) };
    },
    verify,
    ofRequest(request) {
      const value = request.cookies?.[PREVIEW_COOKIE];
      if (!value) return null;
      const check = verify(value);
      return check.ok ? check.preview : null;
    },
  };
}
