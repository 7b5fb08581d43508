'use strict';
/** Flags Debian's Chromium needs on these machines (closed network, no sandbox as root). */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, or CHROMIUM_PATH; never a downloaded browser. */
const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

module.exports = { CHROMIUM_FLAGS, chromiumPath };
