import { ACTS_ON_ARRIVAL_ATTRIBUTE } from '@inpro/shared-contracts';

/**
 * Rendered by a page that acts as soon as it arrives (a sign-in completing, a code to verify): its
 * prerendered markup comes to life at once, not at the visitor's first gesture (the shell's
 * src/spa/intentGate.ts).
 */
export function ActsOnArrival() {
  return <span hidden {...{ [ACTS_ON_ARRIVAL_ATTRIBUTE]: '' }} />;
}
