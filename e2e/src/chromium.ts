import fs from 'node:fs';

// Shared with scripts/measure-pages.mjs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM_FLAGS, chromiumPath } = require('./chromiumFlags.cjs') as {
  CHROMIUM_FLAGS: string[];
  chromiumPath: () => string;
};

/** Debian's Chromium with the flags this machine needs; never a downloaded browser. */
export function chromiumLaunchOptions() {
  const executablePath = chromiumPath();
  if (!fs.existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return { executablePath, args: [...CHROMIUM_FLAGS] };
}
