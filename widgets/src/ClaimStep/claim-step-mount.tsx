// The claim step as its own script (dadeal-claim.js, loaded on demand by the widgets' claim-step-loader.ts): mounts
// ClaimStep into a container of the deal dialog and adopts its stylesheet into that shadow root (no inline <style>,
// so a partner's strict CSP allows it). In the standalone build React is Preact here too, a copy of its own: the
// step is its own tree.
import { createRoot } from 'react-dom/client';
import css from './ClaimStep.css?inline';
import { ClaimStep, type ClaimStepProps } from './ClaimStep.js';

export interface ClaimStepHandle {
  update(props: ClaimStepProps): void;
  unmount(): void;
}

let sheet: CSSStyleSheet | null | undefined;

function adoptStyles(container: HTMLElement): void {
  const root = container.getRootNode();
  if (!(root instanceof ShadowRoot)) return; // the site and the stories load ClaimStep.css themselves
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null; // no constructable stylesheets: the step is unstyled beyond the widget's own rules
    }
  }
  if (sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

export function mountClaimStep(container: HTMLElement, props: ClaimStepProps): ClaimStepHandle {
  adoptStyles(container);
  const root = createRoot(container);
  root.render(<ClaimStep {...props} />);
  return {
    update: (next) => root.render(<ClaimStep {...next} />),
    unmount: () => root.unmount(),
  };
}
