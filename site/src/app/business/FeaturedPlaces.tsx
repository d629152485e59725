// Where a featured deal appears, and until when: the "already featured" dialog and the success pages say the same.
import type { Deal } from '@dadeal/core';
import { showDate } from '../dates.js';
import { FEATURE } from './texts.js';

export function FeaturedPlaces({ deal, intro = FEATURE.alreadyText }: { deal: Deal; intro?: string }) {
  return (
    <div className="featured-places">
      <p>{intro}</p>
      <ul className="featured-places__list">
        {FEATURE.places.map((place) => <li key={place}>{place}</li>)}
      </ul>
      <p className="featured-places__until">{deal.featuredUntil ? FEATURE.until(showDate(deal.featuredUntil)) : FEATURE.noEnd}</p>
    </div>
  );
}
