// The business dashboard (spec §2, §4, §6): business accounts only. Stats cards, the counter's redeem box, the
// funnel, the table of the business's deals (refreshed every 30 s and on focus) with create, view, coupons (who
// redeemed each), feature and delete, what visitors searched this week, the reviews, the places and the counter staff.
import { useState } from 'react';
import { MESSAGES, type Deal } from '@dadeal/core';
import { price } from '../../app/i18n/i18n.js';
import { SiteDealDialog } from '../../app/deals/SiteDealDialog.js';
import { useFavorites } from '../../app/deals/use-favorites.js';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { PageLoading } from '../../app/layout/Layout.js';
import { AccessDenied } from '../../app/layout/AccessDenied.js';
import { usePageTitle } from '../../app/page-title.js';
import { useSession } from '../../app/session.js';
import { BUSINESS_DASHBOARD } from '../../app/business/texts.js';
import { RedeemCoupon } from '../../app/business/RedeemCoupon.js';
import { CreateDealDialog } from './CreateDealDialog.js';
import { DealCouponsDialog } from './DealCouponsDialog.js';
import { DealsTable } from './DealsTable.js';
import { DeleteDealDialog } from './DeleteDealDialog.js';
import { FeatureDealDialog } from './FeatureDealDialog.js';
import { Funnel } from './Funnel.js';
import { StaffSection } from './StaffSection.js';
import { ReviewsSection } from './ReviewsSection.js';
import { PlacesSection } from './PlacesSection.js';
import { SearchWordsSection } from './SearchWords.js';
import { useBusinessDeals, useBusinessFunnel, useBusinessStats, useDeleteDeal } from './use-business-dashboard.js';
import './business-dashboard.css';
import { ACCESS } from '../../app/screen-texts.js';
import { OwnDataSection } from '../../app/own-data/OwnData.js';

export default function BusinessDashboardPage() {
  const session = useSession();
  const isBusiness = session.user?.userType === 'business';
  usePageTitle(isBusiness ? BUSINESS_DASHBOARD.title : ACCESS.denied);
  if (session.loading) return <PageLoading />;
  if (!isBusiness) return <AccessDenied message={MESSAGES.businessOnly} />;
  return <Dashboard companyName={session.business?.companyName ?? ''} email={session.user?.email ?? ''} />;
}

function Dashboard({ companyName, email }: { companyName: string; email: string }) {
  const stats = useBusinessStats(true);
  const deals = useBusinessDeals(true);
  const funnel = useBusinessFunnel(true);
  const favorites = useFavorites();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Deal | null>(null);
  const [couponsOf, setCouponsOf] = useState<Deal | null>(null);
  const [featuring, setFeaturing] = useState<Deal | null>(null);
  const [deleting, setDeleting] = useState<Deal | null>(null);
  const remove = useDeleteDeal(() => setDeleting(null));

  const cards = [
    [BUSINESS_DASHBOARD.stats.activeDeals, stats.data?.activeDeals],
    [BUSINESS_DASHBOARD.stats.coupons, stats.data?.totalCoupons],
    [BUSINESS_DASHBOARD.stats.revenue, stats.data ? price(stats.data.totalRevenue) : undefined],
    [BUSINESS_DASHBOARD.stats.featured, stats.data?.featuredDeals],
  ] as const;
  // The table shows a deal as the list last answered; a dialog open on it follows the newest answer.
  const fresh = (deal: Deal | null) => (deal ? (deals.data?.find((d) => d.id === deal.id) ?? deal) : null);

  return (
    <div className="container page dashboard bdash">
      <header className="dashboard__header">
        <div>
          <p className="dashboard__eyebrow">{companyName}</p>
          <h1>{BUSINESS_DASHBOARD.title}</h1>
        </div>
        <button type="button" className="btn btn--primary btn--lg" onClick={() => setCreating(true)}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="bdash__plus"><path d="M12 5v14M5 12h14" /></svg>
          {BUSINESS_DASHBOARD.createDeal}
        </button>
      </header>
      <ul className="stats" aria-label={BUSINESS_DASHBOARD.statsLabel}>
        {cards.map(([label, value]) => (
          <li key={label} className="stats__card">
            <span className="stats__label">{label}</span>
            <span className="stats__value">{value ?? <span className="stats__pending" aria-label={BUSINESS_DASHBOARD.loading} />}</span>
          </li>
        ))}
      </ul>

      <div className="bdash__row">
        <RedeemCoupon />
        <AdSlot />
      </div>

      <section aria-labelledby="your-deals" className="bdash__deals">
        <h2 id="your-deals">{BUSINESS_DASHBOARD.yourDeals}</h2>
        {deals.isPending ? (
          <PageLoading />
        ) : deals.isError ? (
          <p className="form-alert">{deals.error.message}</p>
        ) : deals.data.length === 0 ? (
          <div className="empty">
            <p>{BUSINESS_DASHBOARD.noDeals}</p>
            <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>{BUSINESS_DASHBOARD.createDeal}</button>
          </div>
        ) : (
          <DealsTable deals={deals.data} now={Date.now()} onView={setViewing} onCoupons={setCouponsOf} onFeature={setFeaturing} onDelete={setDeleting} />
        )}
      </section>

      {funnel.data ? (
        <Funnel funnel={funnel.data} />
      ) : funnel.isError ? (
        <p className="form-alert">{funnel.error.message}</p>
      ) : (
        <div className="funnel card funnel--pending" aria-busy="true" />
      )}

      <SearchWordsSection />

      <ReviewsSection companyName={companyName} />

      <PlacesSection />

      <StaffSection />

      <OwnDataSection kind="business" email={email} />

      <CreateDealDialog open={creating} onClose={() => setCreating(false)} />
      <SiteDealDialog deal={fresh(viewing)} onClose={() => setViewing(null)} favorites={favorites} />
      <DealCouponsDialog deal={fresh(couponsOf)} onClose={() => setCouponsOf(null)} />
      <FeatureDealDialog deal={fresh(featuring)} onClose={() => setFeaturing(null)} />
      <DeleteDealDialog deal={deleting} deleting={remove.isPending} onConfirm={(deal) => remove.mutate(deal)} onClose={() => setDeleting(null)} />
    </div>
  );
}
