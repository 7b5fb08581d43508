import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const E2E_TMP = process.env.E2E_TMP_DIR ? path.resolve(process.env.E2E_TMP_DIR) : path.join(ROOT, 'e2e', '.tmp');
/** What the global setup wrote about each site it started, by Playwright project: `{ chromium: {…}, serial: {…} }`. */
export const STATE_FILE = path.join(E2E_TMP, 'state.json');
/** Every remote of the area registry (shared-contracts/src/areas.json). */
export { REMOTE_NAMES as REMOTES } from '@inpro/shared-contracts';
