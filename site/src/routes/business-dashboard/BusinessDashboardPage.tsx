// The business dashboard (spec §2, §6): business accounts only. This part shows the stats cards and the table
// of the business's deals, refreshed every 30 s and on focus; creating, deleting and featuring deals arrive with
// the site's business part.
import { Link } from 'react-router';
import { MESSAGES, formatPrice, remainingCoupons, type Deal } from '@dadeal/core';
import { showDate } from '../../app/dates.js';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { PageLoading } from '../../app/layout/Layout.js';
import { AccessDenied } from '../../app/layout/AccessDenied.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS, dealLink } from '../../app/paths.js';
import { useSession } from '../../app/session.js';
import { useBusinessDeals, useBusinessStats } from './use-business-dashboard.js';

const dateOrDash = (iso: string | null) => (iso ? showDate(iso) : '—');

function status(deal: Deal, now: number): string {
  if (!deal.isActive) return 'Inactive';
  if (Date.parse(deal.startDate) > now) return 'Scheduled';
  if (Date.parse(deal.endDate) <= now) return 'Ended';
  if (remainingCoupons(deal) <= 0) return 'Sold Out';
  return 'Live';
}

export default function BusinessDashboardPage() {
  const session = useSession();
  const isBusiness = session.user?.userType === 'business';
  usePageTitle(isBusiness ? 'Business Dashboard' : 'Access Denied');
  const stats = useBusinessStats(isBusiness);
  const deals = useBusinessDeals(isBusiness);
  if (session.loading) return <PageLoading />;
  if (!isBusiness) return <AccessDenied message={MESSAGES.businessOnly} />;

  const now = Date.now();
  const cards = [
    ['Active Deals', stats.data?.activeDeals],
    ['Coupons Claimed', stats.data?.totalCoupons],
    ['Revenue', stats.data ? formatPrice(stats.data.totalRevenue) : undefined],
    ['Featured Deals', stats.data?.featuredDeals],
  ] as const;
  return (
    <div className="container page dashboard">
      <header className="dashboard__header">
        <div>
          <p className="dashboard__eyebrow">{session.business?.companyName}</p>
          <h1>Business Dashboard</h1>
        </div>
      </header>
      <ul className="stats" aria-label="Statistics">
        {cards.map(([label, value]) => (
          <li key={label} className="stats__card">
            <span className="stats__label">{label}</span>
            <span className="stats__value">{value ?? <span className="stats__pending" aria-label="Loading" />}</span>
          </li>
        ))}
      </ul>
      <AdSlot />
      <section aria-labelledby="your-deals">
        <h2 id="your-deals">Your Deals</h2>
        {deals.isPending ? (
          <PageLoading />
        ) : deals.isError ? (
          <p className="form-alert">{deals.error.message}</p>
        ) : deals.data.length === 0 ? (
          <p className="empty">No deals created yet</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Deal</th>
                  <th scope="col">Status</th>
                  <th scope="col">Dates</th>
                  <th scope="col">Remaining</th>
                  <th scope="col">Featured until</th>
                </tr>
              </thead>
              <tbody>
                {deals.data.map((deal) => (
                  <tr key={deal.id}>
                    <th scope="row">
                      <Link to={dealLink(deal.id)} className="link">{deal.title}</Link>
                      <span className="muted table__sub">{formatPrice(deal.dealPrice)} · {deal.category}</span>
                    </th>
                    <td>{status(deal, now)}</td>
                    <td>{dateOrDash(deal.startDate)} – {dateOrDash(deal.endDate)}</td>
                    <td>{remainingCoupons(deal)} of {deal.totalCoupons}</td>
                    <td>{deal.isFeatured ? dateOrDash(deal.featuredUntil) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
