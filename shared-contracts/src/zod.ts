import { z as zodNamespace } from 'zod';
import { spanishIssueMessage } from './validationMessages';

// The one door to zod for shared-contracts. In a browser zod must not probe `new Function` for
// its JIT (the site's Content-Security-Policy forbids eval: the probe is a console violation);
// on the server it keeps its faster JIT parsers.
if ('document' in globalThis) zodNamespace.config({ jitless: true });
// Every check a schema does not word itself speaks Spanish and names the field (validationMessages.ts).
zodNamespace.config({ customError: (iss) => spanishIssueMessage(iss as Parameters<typeof spanishIssueMessage>[0]) });

// A local binding, not a re-export of zod's own `export * as z`: webpack 5.111's module
// concatenation cannot follow that namespace re-export once zod is split out of the first chunk.
export import z = zodNamespace;
