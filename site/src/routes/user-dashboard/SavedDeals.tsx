// The Saved Deals tab: the widgets' deal cards for every favourite; the heart removes one, See Details opens it.
import { Link } from 'react-router';
import type { Deal } from '@dadeal/core';
import { DealGrid, WidgetRoot } from '@dadeal/widgets';
import { useLanguage } from '../../app/i18n/LanguageProvider.js';
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
  const { locale } = useLanguage();
  return (
    <section className="udash-panel" aria-labelledby="udash-saved-title">
      <header className="udash-panel__header">
        <h2 id="udash-saved-title" className="udash-panel__title">{USER_DASHBOARD.tabs.saved}</h2>
        <p className="udash-panel__intro">{USER_DASHBOARD.savedIntro}</p>
      </header>
      {deals && deals.length === 0 ? (
        <div className="empty udash-empty">
          <p className="udash-empty__title">{USER_DASHBOARD.noSavedDeals}</p>
          <p>{USER_DASHBOARD.savedEmpty}</p>
          <Link to={PATHS.home} className="btn btn--primary">{USER_DASHBOARD.browseDeals}</Link>
        </div>
      ) : (
        <WidgetRoot className="udash-saved" locale={locale}>
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
