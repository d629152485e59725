// The favourite heart of a card and of the deal dialog (the site's signed-in users). Partner pages have no signed-in
// visitor, so the standalone script never shows it and carries none of it (build/parts.mjs, NEVER_IN_EMBEDS).
import type { Deal } from '@dadeal/core';
import { useTexts } from '../texts/use-texts.js';
import { HeartIcon } from './HeartIcon.js';

export interface FavoriteButtonProps {
  deal: Deal;
  isFavorite: boolean;
  onToggle: (deal: Deal) => void;
  className: string;
}

export function FavoriteButton({ deal, isFavorite, onToggle, className }: FavoriteButtonProps) {
  const texts = useTexts();
  return (
    <button
      type="button"
      className={`${className}${isFavorite ? ' is-on' : ''}`}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? texts.removeFavorite : texts.addFavorite}
      onClick={() => onToggle(deal)}
    >
      <HeartIcon filled={isFavorite} />
    </button>
  );
}
