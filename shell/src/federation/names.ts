/** Remote folder (mf-public) → federation container name (mf_public), as the build helper does. */
export function containerName(key: string): string {
  return key.replace(/^@[^/]+\//, '').replace(/-/g, '_');
}
