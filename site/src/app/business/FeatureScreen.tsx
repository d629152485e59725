// The frame of the preview and payment pages: one of the business's own deals and a plan from the server's plans,
// loaded; "Deal Not Found" when the deal is not the business's; then the deal's card as Featured Deals will show it
// beside the page's own summary.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { offeredPlans, type Deal, type FeaturingPlan } from '@dadeal/core';
import { DealCard, WidgetRoot } from '@dadeal/widgets';
import { SiteDealDialog } from '../deals/SiteDealDialog.js';
import { useFavorites } from '../deals/use-favorites.js';
import { useLanguage } from '../i18n/LanguageProvider.js';
import { PageLoading } from '../layout/Layout.js';
import { PATHS } from '../paths.js';
import { CONTENT } from '../screen-texts.js';
import { FEATURE } from './texts.js';
import { planById, useFeaturingPlans, useOwnDeal } from './use-featuring.js';
import './feature.css';

export function DealNotFound() {
  return (
    <div className="container page page--narrow">
      <h1>{CONTENT.dealNotFound}</h1>
      <p className="muted">{FEATURE.notYourDeal}</p>
      <Link to={PATHS.businessDashboard} className="btn btn--primary">{FEATURE.backToDashboard}</Link>
    </div>
  );
}

/** The deal as its card will show in Featured Deals: the widgets' own card, with the Featured badge and its dialog. */
function FeaturedPreview({ deal }: { deal: Deal }) {
  const [open, setOpen] = useState(false);
  const favorites = useFavorites();
  const preview = { ...deal, isFeatured: true };
  const { locale } = useLanguage(); // the card's prices written the visitor's way
  return (
    <WidgetRoot className="feature-page__preview" locale={locale}>
      <DealCard deal={preview} imageLoading="eager" imagePriority onSelect={() => setOpen(true)} />
      <p className="feature-page__caption">{FEATURE.previewIntro}</p>
      <SiteDealDialog deal={open ? preview : null} onClose={() => setOpen(false)} favorites={favorites} />
    </WidgetRoot>
  );
}

export interface FeatureScreenProps {
  dealId: number | null;
  planId: string | null;
  title: string;
  /** The summary beside the card; its heading takes the id `feature-summary-title`. */
  children: (deal: Deal, plan: FeaturingPlan | undefined) => ReactNode;
}

export function FeatureScreen({ dealId, planId, title, children }: FeatureScreenProps) {
  const own = useOwnDeal(dealId, true);
  const plans = useFeaturingPlans();
  if (dealId === null) return <DealNotFound />;
  if (own.isPending || plans.isPending) return <PageLoading />;
  const failure = own.error ?? plans.error;
  if (failure) return <div className="container page"><p className="form-alert" role="alert">{failure.message}</p></div>;
  const deal = own.deal;
  if (!deal) return <DealNotFound />;
  return (
    <div className="container page">
      <p className="dashboard__eyebrow">{deal.title}</p>
      <h1>{title}</h1>
      <div className="feature-page">
        <FeaturedPreview deal={deal} />
        <section className="card feature-summary" aria-labelledby="feature-summary-title">
          {/* Only a plan a business can buy: an address naming the extended plan gets the choice of the three. */}
          {children(deal, planById(offeredPlans(plans.data ?? []), planId))}
        </section>
      </div>
    </div>
  );
}
