import { containerOf } from '@inpro/shared-contracts';
import path from 'node:path';
import { EXPOSED_MODULE, MANIFEST_FILE, type BuildMeta } from './artifactTypes';
import { OpsError } from './errors';
import { assertVersion, majorOf } from './names';
import { META_FILE, exists, readJson } from './tree';

interface Manifest {
  exposes?: Array<{ path?: string; name?: string }>;
}

/**
 * Reads and checks a build folder (a dist/ or a version folder) of `remote`: its meta file, its
 * Module Federation manifest exposing the single-spa module, and a shared-contracts major equal
 * to the shell's.
 */
export async function inspectBuild(dir: string, remote: string, shellContractsVersion: () => string | Promise<string>): Promise<BuildMeta> {
  const metaFile = path.join(dir, META_FILE);
  if (!(await exists(metaFile))) {
    throw new OpsError(
      'not_found',
      'build_missing',
      `No build of ${remote} in ${dir} (${META_FILE} is missing).`,
      `No se encontró la compilación de ${remote}.`,
    );
  }
  let meta: BuildMeta;
  try {
    meta = await readJson<BuildMeta>(metaFile);
  } catch {
    throw badMeta(remote, `${META_FILE} is not valid JSON`);
  }
  if (!meta || typeof meta.name !== 'string' || typeof meta.version !== 'string' || typeof meta.contractsVersion !== 'string') {
    throw badMeta(remote, `${META_FILE} must hold name, version and contractsVersion`);
  }
  if (meta.name !== containerOf(remote)) {
    throw new OpsError(
      'conflict',
      'name_mismatch',
      `The build in ${dir} is ${meta.name}, not ${containerOf(remote)}.`,
      `La compilación corresponde a ${meta.name}, no a ${remote}.`,
    );
  }
  assertVersion(meta.version);

  let manifest: Manifest;
  try {
    manifest = await readJson<Manifest>(path.join(dir, MANIFEST_FILE));
  } catch {
    throw new OpsError(
      'conflict',
      'bad_manifest',
      `The build of ${remote} ${meta.version} has no readable ${MANIFEST_FILE}.`,
      `La compilación de ${remote} ${meta.version} no tiene un ${MANIFEST_FILE} válido.`,
    );
  }
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  if (!exposes.some((e) => e && e.path === EXPOSED_MODULE)) {
    throw new OpsError(
      'conflict',
      'no_spa',
      `The manifest of ${remote} ${meta.version} does not expose ${EXPOSED_MODULE}.`,
      `El manifiesto de ${remote} ${meta.version} no expone ${EXPOSED_MODULE}.`,
    );
  }

  const shellVersion = await shellContractsVersion();
  const remoteMajor = majorOf(meta.contractsVersion);
  const shellMajor = majorOf(shellVersion);
  if (Number.isNaN(remoteMajor) || remoteMajor !== shellMajor) {
    throw new OpsError(
      'conflict',
      'contracts_mismatch',
      `${remote} ${meta.version} was built against shared-contracts ${meta.contractsVersion}, ` +
        `the shell uses ${shellVersion}: major versions differ.`,
      `${remote} ${meta.version} usa shared-contracts ${meta.contractsVersion} y el shell usa ${shellVersion}: ` +
        'las versiones mayores no coinciden.',
    );
  }
  return meta;
}

function badMeta(remote: string, why: string): OpsError {
  return new OpsError('conflict', 'bad_meta', `The build of ${remote} is unusable: ${why}.`, `La compilación de ${remote} no es válida.`);
}
