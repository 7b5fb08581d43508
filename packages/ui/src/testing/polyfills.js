// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time (browsers have them).
// Listed in the jest setupFiles of this package and of the logged-in remotes.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
