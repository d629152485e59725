// A titled grid of deal cards with the loading (skeletons), error and empty states of spec §2.
import { useId, type ReactNode } from 'react';
import { GRID_PLACEHOLDERS, type Deal } from '@dadeal/core';
import { DealCard, type DealCardProps } from '../DealCard/DealCard.js';
import { DealCardSkeleton } from '../DealCard/DealCardSkeleton.js';
import { useTexts } from '../texts/use-texts.js';
import { LoadError } from './LoadError.js';

export interface DealGridProps extends Pick<DealCardProps, 'onSelect' | 'onToggleFavorite'> {
  title?: string;
  deals: readonly Deal[] | null;
  loading?: boolean;
  /**
   * Skeletons in place of the cards although their deals are known, without saying the grid is busy: its host draws
   * them later (the site's grid behind a shared deal's dialog, drawn once the dialog closes).
   */
  later?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  skeletons?: number;
  emptyText?: string;
  /** Shown instead of `emptyText` when there are no deals (a search's SearchEmpty). */
  empty?: ReactNode;
  favoriteIds?: ReadonlySet<number>;
  /** Anchor for the home tabs' smooth scroll. */
  id?: string;
  className?: string;
  /** How many of the first cards load their pictures at once (above the fold), the first of them at high priority (the
   * page's largest paint); the rest load lazily. */
  eagerImages?: number;
}

export function DealGrid({
  title, deals, loading = false, later = false, error = null, onRetry, skeletons = GRID_PLACEHOLDERS, emptyText, empty,
  favoriteIds, onSelect, onToggleFavorite, id, className = '', eagerImages = 0,
}: DealGridProps) {
  const texts = useTexts();
  const headingId = useId();
  let body;
  if (deals && deals.length > 0 && !later) {
    body = (
      <ul className="dd-grid">
        {deals.map((deal, index) => (
          <li key={deal.id}>
            <DealCard
              deal={deal}
              imageLoading={index < eagerImages ? 'eager' : 'lazy'}
              imagePriority={index === 0 && eagerImages > 0}
              onSelect={onSelect}
              onToggleFavorite={onToggleFavorite}
              isFavorite={favoriteIds?.has(deal.id) ?? false}
            />
          </li>
        ))}
      </ul>
    );
  } else if (error && !loading && !later) {
    body = <LoadError title={texts.loadFailed} error={error} onRetry={onRetry} />;
  } else if (loading || later) {
    body = (
      <ul className="dd-grid" aria-hidden="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}><DealCardSkeleton /></li>
        ))}
      </ul>
    );
  } else {
    body = empty ?? <p className="dd-state">{emptyText ?? texts.noDeals}</p>;
  }
  return (
    <section className={`dd-section ${className}`} id={id} aria-labelledby={title ? headingId : undefined} aria-busy={loading}>
      {title && <h2 className="dd-section__title" id={headingId}>{title}</h2>}
      {body}
    </section>
  );
}
