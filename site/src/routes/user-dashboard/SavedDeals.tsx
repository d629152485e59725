// The Saved Deals tab: the widgets' deal cards for every favourite; the heart removes one, See Details opens it.
import { Link } from 'react-router';
import type { Deal } from '@dadeal/core';
import { DealGrid, WidgetRoot } from '@dadeal/widgets';
import { PATHS } from '../../app/paths.js';
import { USER_DASHBOARD } from './texts.js';

export interface SavedDealsProps {
  deals: readonly Deal[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  favoriteIds: ReadonlySet<number>;
  onToggleFavorite?: (deal: Deal) => void;
  onSelect: (deal: Deal) => void;
}

export function SavedDeals({ deals, loading, error, onRetry, favoriteIds, onToggleFavorite, onSelect }: SavedDealsProps) {
  return (
    <section className="udash-panel" aria-labelledby="udash-saved-title">
      <header className="udash-panel__header">
        <h2 id="udash-saved-title" className="udash-panel__title">{USER_DASHBOARD.tabs.saved}</h2>
        <p className="udash-panel__intro">Deals you saved with the heart. Open one to claim it before its coupons run out.</p>
      </header>
      {deals && deals.length === 0 ? (
        <div className="empty udash-empty">
          <p className="udash-empty__title">{USER_DASHBOARD.noSavedDeals}</p>
          <p>Tap the heart on any deal to keep it here for later.</p>
          <Link to={PATHS.home} className="btn btn--primary">{USER_DASHBOARD.browseDeals}</Link>
        </div>
      ) : (
        <WidgetRoot className="udash-saved">
          <DealGrid
            deals={deals ?? null}
            loading={loading}
            error={error}
            onRetry={onRetry}
            skeletons={4}
            favoriteIds={favoriteIds}
            onToggleFavorite={onToggleFavorite}
            onSelect={onSelect}
          />
        </WidgetRoot>
      )}
    </section>
  );
}
