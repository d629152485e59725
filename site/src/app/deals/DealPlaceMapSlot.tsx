// Where the deal dialog's small map goes (SiteDealDialog's placeMap): nothing on the server and at hydration, nothing
// without places, a MAP_STYLE_URL or WebGL 2, nothing unless the home page's Map view is open (map-view-open.ts); else the map (DealPlaceMap and MapLibre, their own chunks) is fetched
// now that the dialog shows the place.
import { Suspense, lazy, useEffect, useState } from 'react';
import type { Deal } from '@dadeal/core';
import { mapStyleUrl } from '../map-style.js';
import { hasWebGl2 } from '../maps/webgl.js';
import { isMapViewOpen } from '../maps/map-view-open.js';

const DealPlaceMap = lazy(() => import('./DealPlaceMap.js'));

export function DealPlaceMapSlot({ deal }: { deal: Deal }) {
  const [styleUrl, setStyleUrl] = useState<string | null>(null);
  useEffect(() => {
    setStyleUrl(deal.places?.length && isMapViewOpen() && hasWebGl2() ? mapStyleUrl() : null);
  }, [deal]);
  if (!styleUrl || !deal.places?.length) return null;
  return (
    <Suspense fallback={null}>
      <DealPlaceMap styleUrl={styleUrl} places={deal.places} companyName={deal.business?.companyName} />
    </Suspense>
  );
}
