// The business's deals (spec §2 "Business dashboard"): status, dates, remaining coupons, featuring, and the actions
// View (the same detail dialog as the home page), Coupons (who redeemed each, issue 20), Feature and Delete. On a phone
// each row becomes a card.
import { formatPrice, remainingCoupons, type Deal } from '@dadeal/core';
import { showDate } from '../../app/dates.js';
import { BUSINESS_DASHBOARD, DEAL_COUPONS } from '../../app/business/texts.js';
import { dealStatus } from '../../app/business/deal-status.js';

const dateOrDash = (iso: string | null) => (iso ? showDate(iso) : '—');

export interface DealsTableProps {
  deals: Deal[];
  now: number;
  onView: (deal: Deal) => void;
  onCoupons: (deal: Deal) => void;
  onFeature: (deal: Deal) => void;
  onDelete: (deal: Deal) => void;
}

export function DealsTable({ deals, now, onView, onCoupons, onFeature, onDelete }: DealsTableProps) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Your deals table">
      <table className="table table--cards bdash-table">
        <thead>
          <tr>
            <th scope="col">Deal</th>
            <th scope="col">Status</th>
            <th scope="col">Dates</th>
            <th scope="col">Remaining</th>
            <th scope="col">Featured until</th>
            <th scope="col"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => {
            const status = dealStatus(deal, now);
            return (
              <tr key={deal.id}>
                <th scope="row">
                  <button type="button" className="link bdash-table__title" onClick={() => onView(deal)}>{deal.title}</button>
                  <span className="muted table__sub">{formatPrice(deal.dealPrice)} · {deal.category}</span>
                </th>
                <td data-label="Status"><span className={`status status--${status.toLowerCase().replace(' ', '-')}`}>{status}</span></td>
                <td data-label="Dates">{dateOrDash(deal.startDate)} – {dateOrDash(deal.endDate)}</td>
                <td data-label="Remaining">{remainingCoupons(deal)} of {deal.totalCoupons}</td>
                <td data-label="Featured until">
                  {deal.isFeatured ? <span className="status status--featured">★ {deal.featuredUntil ? dateOrDash(deal.featuredUntil) : 'No end'}</span> : '—'}
                </td>
                <td>
                  <div className="bdash-table__actions">
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => onView(deal)} aria-label={`${BUSINESS_DASHBOARD.view} ${deal.title}`}>
                    {BUSINESS_DASHBOARD.view}
                  </button>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => onCoupons(deal)} aria-label={`${DEAL_COUPONS.action} ${deal.title}`}>
                    {DEAL_COUPONS.action}
                  </button>
                  <button type="button" className="btn btn--sun btn--sm" onClick={() => onFeature(deal)} aria-label={`${deal.isFeatured ? BUSINESS_DASHBOARD.featured : BUSINESS_DASHBOARD.feature} ${deal.title}`}>
                    {deal.isFeatured ? `★ ${BUSINESS_DASHBOARD.featured}` : BUSINESS_DASHBOARD.feature}
                  </button>
                  <button type="button" className="btn btn--danger-outline btn--sm" onClick={() => onDelete(deal)} aria-label={`${BUSINESS_DASHBOARD.delete} ${deal.title}`}>
                    {BUSINESS_DASHBOARD.delete}
                  </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
