// The widgets' stylesheet as one string: the embeds put it in each shadow root, the site in its page.
import root from './WidgetRoot/WidgetRoot.css?inline';
import image from './DealImage/DealImage.css?inline';
import card from './DealCard/DealCard.css?inline';
import rating from './DealRating/DealRating.css?inline';
import favorite from './DealCard/FavoriteButton.css?inline';
import ends from './DealEnds/DealEnds.css?inline';
import grid from './DealGrid/DealGrid.css?inline';
import featured from './FeaturedDeals/FeaturedDeals.css?inline';
import tabs from './DealTabs/DealTabs.css?inline';
import search from './SearchBox/SearchBox.css?inline';
import searchResults from './SearchBox/SearchSuggestions.css?inline';
import select from './CategorySelect/CategorySelect.css?inline';
import endingSoon from './EndingSoonToggle/EndingSoonToggle.css?inline';
import dialog from './DealDialog/DealDialog.css?inline';
import browser from './DealBrowser/DealBrowser.css?inline';
import place from './DealPlace/DealPlace.css?inline';
import places from './DealPlace/DealPlaces.css?inline';

export const widgetCss = [root, image, card, favorite, rating, ends, grid, featured, tabs, search, searchResults, select, endingSoon, dialog, browser, place, places].join('\n');

/**
 * What an embed's first render needs: every element's sheet but the browser's controls (browserCss: the tabs, the search
 * box, the category select, the "Ending soon" toggle and their bar, with the browser part), the deal dialog's rules
 * (dialogCss, with the dialog part: elements/EmbedDialog.tsx) and the search's suggestions and empty result (searchCss,
 * with the search part). A part's rules are added to the same sheet when it arrives (elements/parts.ts). No rule of the
 * one overlaps the others', so the order they end up in changes nothing; the shared field (`.dd-field`: the search, the
 * select, the dialog's copy field, the claim step) is the root's.
 */
export const embedCss = [root, image, card, rating, ends, grid, featured, place].join('\n');
/** `<dadeal-browser>`'s bar: its tabs, search box, category select and "Ending soon" toggle (elements/browser-part.ts). */
export const browserCss = [tabs, search, select, endingSoon, browser].join('\n');
/** The deal dialog's rules, its places' included. */
export const dialogCss = `${dialog}\n${places}`;
/** The search's suggestions and its empty result (the search part: elements/search-part.ts). */
export const searchCss = searchResults;
