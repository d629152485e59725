// The business's deals (spec §2 "Business dashboard"): status, dates, remaining coupons, featuring, and the actions
// View (the same detail dialog as the home page), Coupons (who redeemed each), Feature and Delete. On a phone
// each row becomes a card.
import { remainingCoupons, type Deal } from '@dadeal/core';
import { useTexts } from '@dadeal/widgets';
import { price } from '../../app/i18n/i18n.js';
import { showDate } from '../../app/dates.js';
import { BUSINESS_DASHBOARD, DEALS_TABLE, DEAL_COUPONS } from '../../app/business/texts.js';
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
  const words = useTexts(); // the deal types as the home page's tabs name them
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={DEALS_TABLE.label}>
      <table className="table table--cards bdash-table">
        <thead>
          <tr>
            <th scope="col">{DEALS_TABLE.deal}</th>
            <th scope="col">{DEALS_TABLE.status}</th>
            <th scope="col">{DEALS_TABLE.dates}</th>
            <th scope="col">{DEALS_TABLE.remaining}</th>
            <th scope="col">{DEALS_TABLE.featuredUntil}</th>
            <th scope="col"><span className="sr-only">{BUSINESS_DASHBOARD.actions}</span></th>
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => {
            const status = dealStatus(deal, now);
            return (
              <tr key={deal.id}>
                <th scope="row">
                  <button type="button" className="link bdash-table__title" onClick={() => onView(deal)}>{deal.title}</button>
                  <span className="muted table__sub">{price(deal.dealPrice)} · {words.dealCategory(deal.category)}</span>
                </th>
                <td data-label={DEALS_TABLE.status}><span className={`status status--${status.toLowerCase().replace(' ', '-')}`}>{DEALS_TABLE.statusOf(status)}</span></td>
                <td data-label={DEALS_TABLE.dates}><span className="bdash-table__date">{dateOrDash(deal.startDate)}</span> – <span className="bdash-table__date">{dateOrDash(deal.endDate)}</span></td>
                <td data-label={DEALS_TABLE.remaining} className="bdash-table__count">{DEALS_TABLE.remainingOf(remainingCoupons(deal), deal.totalCoupons)}</td>
                <td data-label={DEALS_TABLE.featuredUntil}>
                  {deal.isFeatured ? <span className="status status--featured">★ {deal.featuredUntil ? dateOrDash(deal.featuredUntil) : DEALS_TABLE.noEnd}</span> : '—'}
                </td>
                <td>
                  <div className="bdash-table__actions">
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => onView(deal)} aria-label={DEALS_TABLE.viewName(deal.title)}>
                    {BUSINESS_DASHBOARD.view}
                  </button>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => onCoupons(deal)} aria-label={DEALS_TABLE.couponsName(deal.title)}>
                    {DEAL_COUPONS.action}
                  </button>
                  <button type="button" className="btn btn--sun btn--sm" onClick={() => onFeature(deal)} aria-label={deal.isFeatured ? DEALS_TABLE.featuredName(deal.title) : DEALS_TABLE.featureName(deal.title)}>
                    {deal.isFeatured ? `★ ${BUSINESS_DASHBOARD.featured}` : BUSINESS_DASHBOARD.feature}
                  </button>
                  <button type="button" className="btn btn--danger-outline btn--sm" onClick={() => onDelete(deal)} aria-label={DEALS_TABLE.deleteName(deal.title)}>
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
