// The home page's Map view, loaded when it is opened (not in the page's first script): the listed deals on a map
// (MapLibre, map-canvas.ts, loaded after this only when the browser has WebGL 2 and the server gave a style) and
// beside it "Deals on the map", the same deals as a list of buttons with their town (and distance with Near me): the
// way to the deals for keyboard and screen-reader users, and the whole view when the map cannot be shown.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Deal } from '@dadeal/core';
import { DealTown } from '@dadeal/widgets';
import { site as mapWords } from '@dadeal/core/i18n/generated/en.site.map.js';
import { addEnglish, t } from '../../../app/i18n/i18n.js';
import { mapStyleUrl } from '../../../app/map-style.js';
import { hasWebGl2 } from '../../../app/maps/webgl.js';
import { mappedDeals } from './pins.js';
import type { DealMapCanvas, MapWords } from './map-canvas.js';
import './deal-map.css';

addEnglish(mapWords);

export interface DealMapProps {
  /** The deals listed (the grid's: the tab, the category, the search, Near me); null while loading. */
  deals: readonly Deal[] | null;
  onSelect(deal: Deal): void;
}

type MapState = 'loading' | 'ready' | 'unavailable' | 'failed';

const words = (): MapWords => ({
  canvas: t('map.canvas'),
  zoomIn: t('map.zoomIn'),
  zoomOut: t('map.zoomOut'),
  attribution: t('map.attribution'),
  logo: t('map.logo'),
  cluster: (n) => t('map.cluster', { n }),
});

export default function DealMap({ deals, onSelect }: DealMapProps) {
  const mapped = useMemo(() => mappedDeals(deals ?? []), [deals]);
  const [state, setState] = useState<MapState>('loading');
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<DealMapCanvas | null>(null);
  // What the map's callbacks read: the latest, not the first render's.
  const latest = useRef({ mapped, onSelect });
  latest.current = { mapped, onSelect };
  const listId = useId();

  useEffect(() => {
    const styleUrl = mapStyleUrl();
    if (!styleUrl || !hasWebGl2()) {
      setState('unavailable');
      return;
    }
    let gone = false;
    let made: DealMapCanvas | null = null;
    import('./map-canvas.js')
      .then(({ createDealMap, MapUnavailableError }) => {
        if (gone || !container.current) return;
        return createDealMap(container.current, {
          styleUrl,
          pins: latest.current.mapped.pins,
          words: words(),
          onPin: (id) => {
            const deal = latest.current.mapped.deals.find((candidate) => candidate.id === id);
            if (deal) latest.current.onSelect(deal);
          },
          onReady: () => { if (!gone) setState('ready'); },
          onFailed: () => { if (!gone) setState('failed'); },
        }).then((map) => {
          if (gone) map.remove();
          else {
            made = map;
            canvas.current = map;
            map.show(latest.current.mapped.pins);
          }
        }, (error: unknown) => {
          if (!gone) setState(error instanceof MapUnavailableError ? 'unavailable' : 'failed');
        });
      })
      .catch(() => { if (!gone) setState('failed'); });
    return () => {
      gone = true;
      made?.remove();
      canvas.current = null;
    };
  }, []);

  useEffect(() => {
    canvas.current?.show(mapped.pins);
  }, [mapped]);

  const noMap = state === 'unavailable' || state === 'failed';
  const status = state === 'loading' ? t('map.loading') : state === 'unavailable' ? t('map.unavailable') : state === 'failed' ? t('map.failed') : '';

  return (
    <div className={`deal-map${noMap ? ' deal-map--list-only' : ''}`}>
      <p className={`deal-map__status${noMap ? ' deal-map__status--notice' : ''}`} role="status">{status}</p>
      <div className="deal-map__map" ref={container} role="region" aria-label={t('map.region')} hidden={noMap} />
      <section className="deal-map__list" aria-labelledby={listId} aria-busy={deals === null}>
        <h3 className="deal-map__list-title" id={listId}>{t('map.listTitle')}</h3>
        {deals !== null && mapped.deals.length === 0 && <p className="deal-map__note">{t('map.empty')}</p>}
        <ul className="deal-map__items">
          {mapped.deals.map((deal) => (
            <li key={deal.id} className="deal-map__item">
              <button type="button" className="deal-map__open" onClick={() => onSelect(deal)}>{deal.title}</button>
              <span className="deal-map__business">{deal.business.companyName}</span>
              <DealTown deal={deal} />
            </li>
          ))}
        </ul>
        {mapped.unmapped > 0 && <p className="deal-map__note">{t('map.noPlace', { n: mapped.unmapped })}</p>}
      </section>
    </div>
  );
}
