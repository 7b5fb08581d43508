import { promises as fs } from 'node:fs';
import path from 'node:path';
import { StorageUnavailableError } from '../../storage/types';
import type { VersionBucket } from './artifactTypes';
import type { StoredVersion } from './releaseState';
import { exists, hashTree, tempName, treeDigest } from './tree';

const inFlight = new Map<string, Promise<boolean>>();

/**
 * Makes sure `<dir>/<remote>/<version>/` holds the version: the local folder is a cache of the
 * bucket. A missing version is downloaded whole into a temp folder, then renamed into place, so a
 * half download is never served (a failed one is removed and the error thrown). False when the
 * folder is missing and there is no bucket or the version was never stored. One download per version at a time in this process.
 */
export function ensureLocalVersion(
  dir: string,
  bucket: VersionBucket | null,
  remote: string,
  version: string,
  find: () => Promise<StoredVersion | null>,
): Promise<boolean> {
  const target = path.join(dir, remote, version);
  const key = target;
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    if (await exists(target)) return true;
    if (!bucket) return false;
    const known = await find();
    if (!known?.files || !known.filesHash) return false;
    const remoteDir = path.dirname(target);
    await fs.mkdir(remoteDir, { recursive: true });
    const tmp = path.join(remoteDir, tempName(version));
    await fs.mkdir(tmp);
    try {
      await bucket.download(remote, version, tmp, Object.keys(known.files));
      // What arrived must be what was deployed (versions are immutable).
      if (treeDigest(await hashTree(tmp)) !== known.filesHash) throw new StorageUnavailableError();
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { recursive: true, force: true });
      // Another process of this machine renamed the same version into place first: fine.
      if (await exists(target)) return true;
      throw err;
    }
    return true;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}
