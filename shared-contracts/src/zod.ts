import { z } from 'zod';
import { spanishIssueMessage } from './validationMessages';

// The one door to zod for shared-contracts. In a browser zod must not probe `new Function` for
// its JIT (the site's Content-Security-Policy forbids eval: the probe is a console violation);
// on the server it keeps its faster JIT parsers.
if ('document' in globalThis) z.config({ jitless: true });
// Every check a schema does not word itself speaks Spanish and names the field (validationMessages.ts).
z.config({ customError: (iss) => spanishIssueMessage(iss as Parameters<typeof spanishIssueMessage>[0]) });

export { z };
