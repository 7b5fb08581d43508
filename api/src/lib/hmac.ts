import { createHmac, timingSafeEqual } from 'node:crypto';

export interface HmacSigner {
  /** The signature of `data`, base64url. */
  sign(data: string): string;
  /**
   * Whether `signature` is the one `sign(data)` gives, compared in constant time on the text: a
   * base64url form whose unused last bits differ is another text, so it is refused.
   */
  verify(data: string, signature: string): boolean;
}

/** HMAC-SHA256 signatures under `key`, cut to `bytes` bytes (at most 32) when a shorter one is enough. */
export function hmacSigner(key: string | Buffer, bytes = 32): HmacSigner {
  const sign = (data: string) => createHmac('sha256', key).update(data).digest().subarray(0, bytes).toString('base64url');
  return {
    sign,
    verify(data, signature) {
      const expected = Buffer.from(sign(data));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
