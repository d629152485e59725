// Where the claim step comes from (issue 23, item 3): never in the initial widget script. The standalone script sets
// a loader that imports dadeal-claim.js from beside itself (standalone.ts); tests and other hosts set their own.
// Without a loader, Claim Deal stays the link to the site (as before issue 23).
import type { ClaimStepHandle } from '../ClaimStep/claim-step-mount.js';
import type { ClaimStepProps } from '../ClaimStep/ClaimStep.js';

export interface ClaimStepModule {
  mountClaimStep(container: HTMLElement, props: ClaimStepProps): ClaimStepHandle;
}

let loader: (() => Promise<ClaimStepModule>) | null = null;
let loading: Promise<ClaimStepModule> | null = null;

export function setClaimStepLoader(load: (() => Promise<ClaimStepModule>) | null): void {
  loader = load;
  loading = null;
}

export const hasClaimStep = () => loader !== null;

/** Loads the claim step once per page; a failed load is tried again at the next Claim. */
export function loadClaimStep(): Promise<ClaimStepModule> {
  if (!loader) return Promise.reject(new Error('no claim step loader'));
  loading ??= loader().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The claim step's script beside the widget script: `…/widgets/v1/dadeal-widgets.js` → `…/widgets/v1/dadeal-claim.js`. */
export function claimChunkUrl(scriptSrc: string): string {
  return new URL('dadeal-claim.js', scriptSrc).href;
}
