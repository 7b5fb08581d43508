/**
 * Whether a version was ever deployed (asked of the release state, shared by every machine): the
 * signals of versions that never existed are not stored, so no one fills the table with made-up
 * names. A version once deployed stays so (versions are immutable and never removed), so a yes is
 * remembered; a no is asked again, since another machine may deploy it any moment.
 */
export function deployedVersions(
  isStored: (remote: string, version: string) => Promise<boolean>,
): (remote: string, version: string) => Promise<boolean> {
  const known = new Set<string>();
  return async (remote, version) => {
    const key = `${remote}/${version}`;
    if (known.has(key)) return true;
    const ok = await isStored(remote, version);
    if (ok) {
      if (known.size > 1000) known.clear();
      known.add(key);
    }
    return ok;
  };
}
