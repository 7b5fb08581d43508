import { createHmac, randomBytes } from 'node:crypto';
import { FIELD_SIGNALS_TICKET_PATTERN, FIELD_SIGNALS_TICKET_TTL_MS } from '@inpro/shared-contracts';
import { hmacSigner } from '../../lib/hmac';
import { addressKey } from './addressKey';

/** A load ticket that checked out: the page load it names and when it stops counting. */
export interface LoadTicket {
  id: string;
  expiresAt: Date;
}

export interface LoadTickets {
  /** A ticket for one page load served to `address` (its field-signal beacons carry it). */
  issue(address: string): string;
  /** The page load of a ticket sent from `address`; null when forged, altered, expired or given to another address. */
  verify(ticket: string, address: string): LoadTicket | null;
}

/**
 * Load tickets signed with a key derived from the site's secret (JWT_SECRET), so every API process
 * issues and checks the same ones without asking the others: `<expiry>.<load id>.<signature>`, the
 * signature covering the expiry, the id and the address the page was served to (an IPv6 address by
 * its /64, whose devices change addresses inside it; the ticket does not show it). That a load is counted once is the database's part (countLoad.ts).
 */
export function loadTickets(secret: string, ttlMs = FIELD_SIGNALS_TICKET_TTL_MS, now: () => number = Date.now): LoadTickets {
  const signer = hmacSigner(createHmac('sha256', secret).update('inpro field-signal load tickets').digest(), 16);
  const signed = (expiry: string, id: string, address: string) => `${expiry}.${id}.${addressKey(address)}`;
  return {
    issue(address) {
      const expiry = Math.ceil((now() + ttlMs) / 1000).toString(36);
      const id = randomBytes(16).toString('base64url');
      return `${expiry}.${id}.${signer.sign(signed(expiry, id, address))}`;
    },
    verify(ticket, address) {
      if (!FIELD_SIGNALS_TICKET_PATTERN.test(ticket)) return null;
      const [expiry, id, signature] = ticket.split('.');
      if (!signer.verify(signed(expiry, id, address), signature)) return null;
      const expiresAt = parseInt(expiry, 36) * 1000;
      if (!Number.isFinite(expiresAt) || expiresAt <= now()) return null;
      return { id, expiresAt: new Date(expiresAt) };
    },
  };
}
