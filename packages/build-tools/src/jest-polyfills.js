'use strict';
// The polyfills of the browser jest preset. jsdom lacks TextEncoder/TextDecoder, which
// react-router needs at import time (browsers have them).
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;

// jsdom has <dialog> but not its modal methods: these only set `open`. What the browser adds (top
// layer, inert page, Tab kept inside, Escape) is checked by the browser tests.
const { HTMLDialogElement } = globalThis;
if (HTMLDialogElement && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close() {
    this.open = false;
  };
}
