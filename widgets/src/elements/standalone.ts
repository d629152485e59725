// Entry of dadeal-widgets.js, the one self-registering script partner pages load (CONTRACT §5).
import hostModules from 'dadeal:host-modules';
import { setScriptOrigin } from './embed-config.js';
import { defineDadealElements } from './define.js';
import { claimChunkUrl, setClaimStepLoader, type ClaimStepModule } from './claim-step-loader.js';
import { catalogueChunkUrl, setCatalogueLoader, type WidgetCatalogue } from './catalogue-loader.js';
import { HOST_MODULES_KEY, setPartLoader } from './parts.js';

const src = (document.currentScript as HTMLScriptElement | null)?.src;
setScriptOrigin(src);
// What the on-demand parts use of this script (its Preact, its contexts: build/parts.mjs). A second copy of the script
// on the page leaves the first's, whose elements are the ones registered.
(globalThis as Record<symbol, unknown>)[Symbol.for(HOST_MODULES_KEY)] ??= hostModules;
// The claim step is its own script, imported from beside this one when a visitor presses Claim Deal: a
// module import from our origin, which the partner's CSP allows with our origin in script-src. The specifier is not
// a literal, so Rollup leaves it to the browser.
if (src) {
  const chunk = claimChunkUrl(src);
  setClaimStepLoader(() => import(/* @vite-ignore */ chunk) as Promise<ClaimStepModule>);
  // Another language's words come the same way, once per page.
  setCatalogueLoader((language) => import(/* @vite-ignore */ catalogueChunkUrl(src, language)) as Promise<WidgetCatalogue>);
  // And the parts the first render does not need (the deal dialog, the live counts' stream, another language's
  // formatter), each pinned by the hash
  // of the bytes this build made (`?v=`), so a cached part of another build is never mixed in.
  setPartLoader((part) => import(/* @vite-ignore */ new URL(`dadeal-${part}.js?v=${__DADEAL_PART_VERSIONS__[part]}`, src).href));
}
defineDadealElements();
