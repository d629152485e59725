// Where a deal is, in its dialog: each of the business's places — address, opening hours and a Directions link that
// opens the phone's maps app (Apple Maps on iOS, Google Maps elsewhere, `geo:` for the rest: core's directionsUrl). The
// card's town is DealPlace.tsx. One component for the site and the embeds.
import { useEffect, useState } from 'react';
import { directionsUrl, mapsPlatform, placeAddress, type Deal, type MapsPlatform } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';
import { DealDistance } from './DealDistance.js';
import { PinIcon } from './DealPlace.js';

/**
 * The maps app of this browser. The server (and the first render after it) says Google Maps, the link that works
 * everywhere; the browser then reads its user agent, so hydration matches and an iPhone gets Apple Maps.
 */
export function useMapsPlatform(): MapsPlatform {
  const [platform, setPlatform] = useState<MapsPlatform>('google');
  useEffect(() => setPlatform(mapsPlatform(navigator.userAgent)), []);
  return platform;
}

/** The dialog's "Where": every place of the business (nearest first with "near me"), each with its Directions. */
export function DealPlaces({ deal, companyName }: { deal: Pick<Deal, 'places' | 'distanceKm'>; companyName?: string }) {
  const texts = useTexts();
  const platform = useMapsPlatform();
  if (!deal.places?.length) return null;
  return (
    <section className="dd-places" aria-label={texts.where}>
      <h3 className="dd-places__title">{texts.where}</h3>
      <ul className="dd-places__list">
        {deal.places.map((place, i) => {
          const name = place.name ?? companyName ?? '';
          return (
            <li key={`${place.latitude},${place.longitude},${i}`} className="dd-place">
              <p className="dd-place__address">
                <PinIcon />
                <span>
                  {place.name && <strong>{place.name}: </strong>}
                  {placeAddress(place)}
                  {i === 0 && <DealDistance km={deal.distanceKm} />}
                </span>
              </p>
              {place.openingHours && <p className="dd-place__hours"><span className="dd-sr">{texts.openingHours}: </span>{place.openingHours}</p>}
              <a
                className="dd-btn dd-btn--ghost dd-place__directions"
                href={directionsUrl(place, platform)}
                target="_blank"
                rel="noopener"
                aria-label={texts.directionsTo(name ? `${name}, ${placeAddress(place)}` : placeAddress(place))}
              >
                {texts.directions}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
