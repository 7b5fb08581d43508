import { isClearlyWorse, WORSE_RATE_FACTOR, WORSE_RATE_FLOOR, type RateSample } from '@inpro/shared-contracts';

/**
 * The canary rule. "Clearly worse" (isClearlyWorse) lives in shared-contracts because the deployments
 * screen flags releases with it; everything else the automatic canary decides is here.
 */

/** Page loads a canary needs before it is judged at all (config.canaryMinLoads; tests lower it). */
export const CANARY_MIN_LOADS = 200;

/**
 * "Not worse" (the automatic promotion rule, the other side of isClearlyWorse): over at least
 * `minLoads` page loads, an error rate no higher than the stable version's, or than
 * WORSE_RATE_FLOOR when the stable one fails less than that (below it is noise).
 */
export function isNotWorse(candidate: RateSample, baseline: RateSample | null, minLoads = CANARY_MIN_LOADS): boolean {
  if (candidate.attempts < minLoads || candidate.errorRate === null) return false;
  return candidate.errorRate <= Math.max(baseline?.errorRate ?? 0, WORSE_RATE_FLOOR);
}

/**
 * What to do with a running canary given its signals and the stable version's: abort it when it is
 * clearly worse, promote it when it is not worse (only for a canary started to promote by itself),
 * otherwise keep it running.
 */
export function canaryVerdict(canary: RateSample, stable: RateSample, minLoads = CANARY_MIN_LOADS): 'abort' | 'promote' | 'keep' {
  if (isClearlyWorse(canary, stable, minLoads)) return 'abort';
  return isNotWorse(canary, stable, minLoads) ? 'promote' : 'keep';
}

const pct = (rate: number | null) => `${(Math.round((rate ?? 0) * 1000) / 10).toFixed(1)} %`;

/** Why a canary was aborted, as the history and the deployments screen show it. */
export function abortReason(
  versions: { canary: string; stable: string },
  canary: RateSample,
  stable: RateSample,
  minLoads = CANARY_MIN_LOADS,
): string {
  return (
    `Tasa de error del canario ${versions.canary}: ${pct(canary.errorRate)} en ${canary.attempts} cargas; ` +
    `versión estable ${versions.stable}: ${pct(stable.errorRate)} en ${stable.attempts} cargas ` +
    `(más de ${WORSE_RATE_FACTOR} veces la estable y sobre ${WORSE_RATE_FLOOR * 100} %, con al menos ${minLoads} cargas).`
  );
}
