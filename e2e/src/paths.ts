import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const E2E_TMP = process.env.E2E_TMP_DIR ? path.resolve(process.env.E2E_TMP_DIR) : path.join(ROOT, 'e2e', '.tmp');
export const STATE_FILE = path.join(E2E_TMP, 'state.json');
export const REMOTES = ['mf-public', 'mf-aula', 'mf-teacher', 'mf-admin', 'mf-superadmin'] as const;
export type RemoteName = (typeof REMOTES)[number];
