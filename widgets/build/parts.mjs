// The on-demand parts of the standalone script (src/elements/parts.ts; docs/reference/widgets.md "Size"; docs/decisions/0030-…): each
// is built into dist/dadeal-<name>.js, an ES module the script imports from beside itself the first time it is needed.
// In the script, an import of `module` resolves to `onDemand` (same exports, loading the part); the part's own build
// starts at `module`.
import path from 'node:path';
import { PART_NAMES, SRC_DIR } from './paths.mjs';

export { partFile } from './paths.mjs';

/**
 * Each part's module (what it is) and its stand-in in the script (`.on-demand`), under src/; `entry`, when the part's
 * build starts elsewhere than at `module` (a module of the embeds' own that adds the part's stylesheet, `css`).
 */
const SOURCES = {
  // The deal dialog (details, beacon, claim in place, share) and its rules: when See Details is first pressed.
  dialog: { module: 'elements/EmbedDialog.tsx', onDemand: 'elements/EmbedDialog.on-demand.tsx' },
  // The live counts' stream: when the first element has deals (a moment after its first render).
  live: { module: 'client/live-counts.ts', onDemand: 'client/live-counts.on-demand.ts' },
  // Another language than English: core's formatter over its words (dadeal-i18n-<lang>.js), with the first element
  // that speaks one.
  language: { module: 'elements/other-language.ts', onDemand: 'elements/other-language.on-demand.ts' },
  // The search's suggestions and its empty result, with their rules: when the search box first has focus. (The search
  // itself is the API's, asked by the element: decision 0049.)
  search: { module: 'SearchBox/search-results.ts', onDemand: 'SearchBox/search-results.on-demand.tsx', entry: 'elements/search-part.ts' },
  // The console warnings about an attribute value or a language an element does not know: when it has one to give.
  warnings: { module: 'elements/warnings.ts', onDemand: 'elements/warnings.on-demand.ts' },
  // <dadeal-browser>'s bar (tabs, search box, category select, "Ending soon") and the grid it drives, with the bar's
  // rules: as soon as the script runs on a page that has one (else at its first render). Its search box's suggestions
  // are the search part's, loaded through the same stand-in as in the script.
  browser: { module: 'DealBrowser/DealBrowser.tsx', onDemand: 'DealBrowser/DealBrowser.on-demand.tsx', entry: 'elements/browser-part.ts' },
};

export const PARTS = PART_NAMES.map((name) => ({
  name,
  module: path.join(SRC_DIR, SOURCES[name].module),
  onDemand: path.join(SRC_DIR, SOURCES[name].onDemand),
  entry: path.join(SRC_DIR, SOURCES[name].entry ?? SOURCES[name].module),
}));

/**
 * The script's modules a part uses as they are in the script, never a copy of its own: those that hold state or an
 * identity (Preact and its hooks, a context, the English words, the countdowns' clock through DealEnds, the live counts' hooks,
 * the claim step's and the languages' loaders, the adopted stylesheet), the card's components a part shows again (DealImage),
 * and what a part would otherwise carry a second copy of (the reads' loader, useRemote). The
 * script hands them over under these names (globalThis[Symbol.for('dadeal.widgets')]); a part bundles everything else
 * it imports (its own components, core's rules), so the script carries nothing for it.
 */
export const HOST_MODULES = [
  'react',
  'texts/texts.ts',
  'texts/use-texts.ts',
  'WidgetRoot/price-locale.ts',
  'DealEnds/DealEnds.tsx',
  'DealImage/DealImage.tsx',
  'hooks/use-live-deals.ts',
  'hooks/use-remote.ts',
  'elements/claim-step-loader.ts',
  'elements/catalogue-loader.ts',
  'elements/shadow-styles.ts',
  // The browser part's grid is the script's (every list element shows one), and the search stand-ins it carries load the
  // search part through the script's loader.
  'DealGrid/DealGrid.tsx',
  'elements/parts.ts',
];

/**
 * The English words (core's `widgets` namespace) only the deal dialog shows: left out of the script, which carries the
 * words of its first render; the dialog part brings all of English (elements/EmbedDialog.tsx). A grouped key
 * (`businessCategoryName.hotel`) goes by its group. bundle-size.e2e.test.ts checks that no first-render source reads one.
 */
export const DIALOG_WORDS = [
  'businessAccount', 'businessCannotClaim', 'businessCategoryName', 'businessDetails', 'claimDeal', 'claimOnSite', 'claiming',
  'claimStepFailed', 'claimStepLoading', 'close', 'contact', 'copyByHand', 'dealUnavailable', 'linkCopied', 'linkCopiedBody',
  'noneRemaining', 'remaining', 'share', 'signIn', 'signInPrompt', 'terms', 'youSave',
  // The places in the dialog (DealPlace/DealPlaces); the card's town and distance (`away`) are in the first render.
  'where', 'directions', 'directionsTo', 'openingHours',
  // The reviews' words (the dialog's, and the stars of the site's review list); the card's rating (ratingNew, ratingLabel)
  // is in the first render.
  'rating', 'reviewsHeading', 'verifiedVisit', 'replyFrom', 'stars',
  // A picture's alternative text the script never reads (its pictures' alt is the deal's title).
  'dealImage',
];

/**
 * What the embeds never show: the favourite heart (partner pages have no signed-in visitor). In the script and its
 * parts a stand-in renders nothing in its place, and its English words stay out with the dialog's.
 */
export const NEVER_IN_EMBEDS = [
  { module: path.join(SRC_DIR, 'DealCard/FavoriteButton.tsx'), exports: ['FavoriteButton'], words: ['addFavorite', 'removeFavorite'] },
];

/** What `import … from <name>` of a host module says in the generated registry (a bare package or a source file). */
export const hostModuleSpecifier = (name) => (/\.tsx?$/.test(name) ? path.join(SRC_DIR, name) : name);
