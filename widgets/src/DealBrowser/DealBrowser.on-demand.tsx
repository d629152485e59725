// DealBrowser.tsx in the standalone script: `<dadeal-browser>`'s bar (tabs, search box, category select, "Ending soon")
// and the grid it drives are the browser part (dadeal-browser.js), so a page without a browser never loads them. The
// element keeps its state and starts its deals' read at once (BrowserElement): the part is imported at the same time
// (as soon as the script runs on a page that has one: standalone.ts), and the element shows nothing until it is there,
// then its bar with the skeletons or the deals. Should the part not load, the element shows the first tab's deals
// without the bar. See elements/parts.ts.
import type * as Part from './DealBrowser.js';
import { DealGrid } from '../DealGrid/DealGrid.js';
import { useTexts } from '../texts/use-texts.js';
import { onDemand } from '../elements/parts.js';

function GridOnly({ deals, category, loading, error, onRetry, onSelect }: Part.DealBrowserProps) {
  const texts = useTexts();
  return <DealGrid deals={deals} loading={loading} error={error} onRetry={onRetry} onSelect={onSelect} title={texts.dealCategoryTitle(category)} />;
}

export const DealBrowser = onDemand('browser', (part: typeof Part) => part.DealBrowser, GridOnly);
