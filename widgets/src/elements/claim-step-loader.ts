// Where the claim step comes from: never in the initial widget script. The standalone script sets
// a loader that imports dadeal-claim.js from beside itself (standalone.ts); tests and other hosts set their own.
// Without a loader, Claim Deal stays the link to the site (as before claim in place).
import type { ClaimStepHandle } from '../ClaimStep/claim-step-mount.js';
import type { ClaimStepProps } from '../ClaimStep/ClaimStep.js';
import { loadOnce } from './load-once.js';

export interface ClaimStepModule {
  mountClaimStep(container: HTMLElement, props: ClaimStepProps): ClaimStepHandle;
}

let loader: (() => Promise<ClaimStepModule>) | null = null;
const loading = new Map<'claim', Promise<ClaimStepModule>>();

export function setClaimStepLoader(load: (() => Promise<ClaimStepModule>) | null): void {
  loader = load;
  loading.clear();
}

export const hasClaimStep = () => loader !== null;

/** Loads the claim step once per page; a failed load is tried again at the next Claim. */
export function loadClaimStep(): Promise<ClaimStepModule> {
  return loadOnce(loading, 'claim', loader, 'no claim step loader');
}
