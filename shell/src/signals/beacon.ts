/**
 * Sends a field-signal batch with navigator.sendBeacon (it survives the page being left); where the
 * browser has none or refuses the beacon, a keepalive fetch. No credentials: no cookie, no token.
 */
export function beaconSender(url: string): (body: string) => boolean {
  return (body) => {
    try {
      if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
        if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return true;
      }
      if (typeof fetch !== 'function') return false;
      void fetch(url, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  };
}
