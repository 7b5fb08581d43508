'use strict';
// The one polyfill of the browser jest preset: jsdom lacks TextEncoder/TextDecoder, which
// react-router needs at import time (browsers have them).
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
