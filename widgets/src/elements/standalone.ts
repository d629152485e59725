// Entry of dadeal-widgets.js, the one self-registering script partner pages load (CONTRACT §5).
import hostModules from 'dadeal:host-modules';
import { setScriptOrigin } from './embed-config.js';
import { defineDadealElements } from './define.js';
import { setClaimStepLoader, type ClaimStepModule } from './claim-step-loader.js';
import { setCatalogueLoader, type WidgetCatalogue } from './catalogue-loader.js';
import { HOST_MODULES_KEY, loadPart, setPartLoader } from './parts.js';

const src = (document.currentScript as HTMLScriptElement | null)?.src;
setScriptOrigin(src);
// What the on-demand parts use of this script (its Preact, its contexts: build/parts.mjs). A second copy of the script
// on the page leaves the first's, whose elements are the ones registered.
(globalThis as Record<symbol, unknown>)[Symbol.for(HOST_MODULES_KEY)] ??= hostModules;
// The claim step is its own script, imported from beside this one when a visitor presses Claim Deal: a
// module import from our origin, which the partner's CSP allows with our origin in script-src.
if (src) {
  // A module beside this script, as the browser imports it (a specifier that is not a literal, left to the browser).
  const beside = (file: string) => import(/* @vite-ignore */ new URL(file, src).href);
  // The files' names are build/paths.mjs's (CLAIM_FILE, catalogueFile, partFile).
  setClaimStepLoader(() => beside('dadeal-claim.js') as Promise<ClaimStepModule>);
  // Another language's words come the same way, once per page.
  setCatalogueLoader((language) => beside(`dadeal-i18n-${language}.js`) as Promise<WidgetCatalogue>);
  // And the parts the first render does not need (build/parts.mjs), each pinned by the hash of the bytes this build
  // made (`?v=`), so a cached part of another build is never mixed in.
  setPartLoader((part) => beside(`dadeal-${part}.js?v=${__DADEAL_PART_VERSIONS__[part]}`));
  // A page with a <dadeal-browser> (the script is deferred: the page is parsed) imports its bar now, beside the
  // elements' first render and its deals' read, not after them (nor after another language's words).
  if (document.querySelector('dadeal-browser')) loadPart('browser').catch(() => undefined);
}
defineDadealElements();
