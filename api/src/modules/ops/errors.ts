/**
 * A refused operation on the artifact store. `message` is English (the CLI prints it),
 * `messageEs` is the Spanish text the API returns as `{ error }`.
 */
export type OpsErrorKind = 'invalid' | 'not_found' | 'conflict';

export type OpsErrorReason =
  | 'invalid_remote'
  | 'invalid_version'
  | 'unknown_remote'
  | 'build_missing'
  | 'bad_meta'
  | 'bad_manifest'
  | 'no_spa'
  | 'name_mismatch'
  | 'contracts_mismatch'
  | 'version_missing'
  | 'version_conflict'
  | 'already_active'
  | 'no_previous'
  | 'invalid_percent'
  | 'no_stable'
  | 'canary_running'
  | 'no_canary'
  | 'busy';

export class OpsError extends Error {
  constructor(
    readonly kind: OpsErrorKind,
    readonly reason: OpsErrorReason,
    message: string,
    readonly messageEs: string,
  ) {
    super(message);
    this.name = 'OpsError';
  }
}

export function isOpsError(err: unknown): err is OpsError {
  return err instanceof OpsError;
}

/** HTTP status of a refusal. */
export function httpStatusOf(err: OpsError): number {
  if (err.kind === 'not_found') return 404;
  if (err.kind === 'conflict') return 409;
  return 400;
}
