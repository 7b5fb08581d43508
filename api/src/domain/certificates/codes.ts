import { randomInt } from 'node:crypto';

/** Crockford-like alphabet without 0/O, 1/I/L: easy to read from paper and to type. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A public verification code such as K7Q2-9XPA-M3TD (~59 bits, not guessable). */
export function newPublicCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g++) {
    let s = '';
    for (let i = 0; i < 4; i++) s += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(s);
  }
  return groups.join('-');
}

/** Folio of an issued certificate: INPRO-<year>-<id, six digits>. */
export function folioFor(id: number, issuedAt: string): string {
  return `INPRO-${issuedAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}
