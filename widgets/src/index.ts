// @dadeal/widgets: the components of spec §2, their data hooks and client, and the custom elements.
export { WidgetRoot, type WidgetRootProps, type WidgetTheme } from './WidgetRoot/WidgetRoot.js';
export { widgetCss } from './styles.js';
export { DealImage, type DealImageProps } from './DealImage/DealImage.js';
export { DealCard, type DealCardProps } from './DealCard/DealCard.js';
export { DealCardSkeleton } from './DealCard/DealCardSkeleton.js';
export { DealGrid, type DealGridProps } from './DealGrid/DealGrid.js';
export { FeaturedDeals, type FeaturedDealsProps } from './FeaturedDeals/FeaturedDeals.js';
export { DealTabs, type DealTabsProps } from './DealTabs/DealTabs.js';
export { SearchBox, type SearchBoxProps } from './SearchBox/SearchBox.js';
export { CategorySelect, ALL_CATEGORIES, type CategoryChoice, type CategorySelectProps } from './CategorySelect/CategorySelect.js';
export { DealDialog, type DealDialogProps, type Viewer } from './DealDialog/DealDialog.js';
export { shareDeal, type ShareOutcome } from './DealDialog/share-deal.js';
export { DealBrowser, type DealBrowserProps } from './DealBrowser/DealBrowser.js';
export { createDealsClient, type DealsClient, type DealsClientOptions } from './client/deals-client.js';
export { useDeals, useDeal } from './hooks/use-deals.js';
export { useRemote, type RemoteOptions, type RemoteState } from './hooks/use-remote.js';
export { TEXTS } from './texts/texts.js';
export { defineDadealElements, ELEMENTS } from './elements/define.js';
