import { hmacSigner } from './hmac';

describe('hmacSigner', () => {
  const signer = hmacSigner('key');

  it('verifies its own signature and refuses another text, another key and a cut one', () => {
    const sig = signer.sign('a.b');
    expect(signer.verify('a.b', sig)).toBe(true);
    expect(signer.verify('a.c', sig)).toBe(false);
    expect(hmacSigner('other').verify('a.b', sig)).toBe(false);
    expect(signer.verify('a.b', sig.slice(0, -1))).toBe(false);
    expect(signer.verify('a.b', '')).toBe(false);
  });

  it('refuses a signature whose last character differs only in bits base64url does not use', () => {
    // 32 bytes are 43 characters: the last one carries 4 bits and 2 unused ones, so 'A' and 'B' decode alike.
    for (let i = 0; i < 50; i += 1) {
      const sig = signer.sign(`data ${i}`);
      const last = sig.at(-1) as string;
      const sibling = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(last) ^ 1;
      const twin = sig.slice(0, -1) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[sibling];
      expect(Buffer.from(twin, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
      expect(signer.verify(`data ${i}`, twin)).toBe(false);
    }
  });

  it('cuts the signature to the bytes asked for', () => {
    expect(hmacSigner('key', 16).sign('x')).toHaveLength(22);
    expect(signer.sign('x')).toHaveLength(43);
  });
});
