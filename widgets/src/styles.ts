// The widgets' stylesheet as one string: the embeds put it in each shadow root, the site in its page.
import root from './WidgetRoot/WidgetRoot.css?inline';
import image from './DealImage/DealImage.css?inline';
import card from './DealCard/DealCard.css?inline';
import rating from './DealRating/DealRating.css?inline';
import ends from './DealEnds/DealEnds.css?inline';
import grid from './DealGrid/DealGrid.css?inline';
import featured from './FeaturedDeals/FeaturedDeals.css?inline';
import tabs from './DealTabs/DealTabs.css?inline';
import search from './SearchBox/SearchBox.css?inline';
import select from './CategorySelect/CategorySelect.css?inline';
import endingSoon from './EndingSoonToggle/EndingSoonToggle.css?inline';
import dialog from './DealDialog/DealDialog.css?inline';
import browser from './DealBrowser/DealBrowser.css?inline';
import place from './DealPlace/DealPlace.css?inline';

export const widgetCss = [root, image, card, rating, ends, grid, featured, tabs, search, select, endingSoon, dialog, browser, place].join('\n');
