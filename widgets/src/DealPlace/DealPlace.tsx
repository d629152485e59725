// Where a deal is, on its card: the town (and, with "near me", how far). The dialog's places, each with its Directions,
// are DealPlaces.tsx, a module apart so that they load with the dialog, not with the first screen's cards. One component
// for the site and the embeds.
import type { Deal } from '@dadeal/core';
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

/** The map pin beside a town or an address. */
export function PinIcon() {
  return (
    <svg className="dd-icon dd-pin" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}
