// Entry of dadeal-widgets.js, the one self-registering script partner pages load (CONTRACT §5).
import { setScriptOrigin } from './embed-config.js';
import { defineDadealElements } from './define.js';
import { claimChunkUrl, setClaimStepLoader, type ClaimStepModule } from './claim-step-loader.js';
import { catalogueChunkUrl, setCatalogueLoader, type WidgetCatalogue } from './widget-language.js';

const src = (document.currentScript as HTMLScriptElement | null)?.src;
setScriptOrigin(src);
// The claim step is its own script, imported from beside this one when a visitor presses Claim Deal (issue 23): a
// module import from our origin, which the partner's CSP allows with our origin in script-src. The specifier is not
// a literal, so Rollup leaves it to the browser.
if (src) {
  const chunk = claimChunkUrl(src);
  setClaimStepLoader(() => import(/* @vite-ignore */ chunk) as Promise<ClaimStepModule>);
  // Another language's words come the same way, once per page (issue 21).
  setCatalogueLoader((language) => import(/* @vite-ignore */ catalogueChunkUrl(src, language)) as Promise<WidgetCatalogue>);
}
defineDadealElements();
