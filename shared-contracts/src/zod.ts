import { z } from 'zod';

// The one door to zod for shared-contracts. In a browser zod must not probe `new Function` for
// its JIT (the site's Content-Security-Policy forbids eval: the probe is a console violation);
// on the server it keeps its faster JIT parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
