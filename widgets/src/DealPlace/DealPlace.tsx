// Where a deal is: on its card the town (and, with "near me", how far), in its dialog each of the business's places —
// address, opening hours and a Directions link that opens the phone's maps app (Apple Maps on iOS, Google Maps
// elsewhere, `geo:` for the rest: core's directionsUrl). One component for the site and the embeds.
import { useEffect, useState } from 'react';
import { directionsUrl, mapsPlatform, placeAddress, type Deal, type MapsPlatform } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';
import { DealDistance } from './DealDistance.js';

/** "Honolulu · 1.2 km away": the main (or nearest) place's town, and the distance when the listing measured it. */
export function DealTown({ deal, className }: { deal: Pick<Deal, 'places' | 'distanceKm'>; className?: string }) {
  const town = deal.places?.[0]?.town;
  if (!town) return null;
  return (
    <p className={className ?? 'dd-town'}>
      <PinIcon />
      <span>{town}</span>
      <DealDistance km={deal.distanceKm} />
    </p>
  );
}

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

function PinIcon() {
  return (
    <svg className="dd-icon dd-pin" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}
