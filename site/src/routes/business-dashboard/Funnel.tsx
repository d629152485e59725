// The funnel a business pays for: views of its deals' details → coupons claimed → coupons redeemed, in total and
// per deal, with conversion rates (core's conversionRate) and the last 30 days as a chart with featured days marked.
// The chart (recharts) is its own chunk, fetched after the dashboard shows.
import { Suspense, lazy } from 'react';
import { conversionRate, type BusinessFunnel, type FunnelCounts } from '@dadeal/core';
import { FUNNEL, percent } from '../../app/business/texts.js';
import { PartnerClaims } from './PartnerClaims.js';

const FunnelChart = lazy(() => import('./FunnelChart.js'));

function rate(from: number, to: number): string {
  return percent(conversionRate(from, to));
}

function Steps({ counts }: { counts: FunnelCounts }) {
  const steps = [
    { label: FUNNEL.views, value: counts.views, note: null },
    { label: FUNNEL.claims, value: counts.claims, note: FUNNEL.viewToClaim(rate(counts.views, counts.claims)) },
    { label: FUNNEL.redemptions, value: counts.redemptions, note: FUNNEL.claimToRedeem(rate(counts.claims, counts.redemptions)) },
  ];
  return (
    <ol className="funnel__steps">
      {steps.map((step) => (
        <li key={step.label} className="funnel__step">
          <span className="funnel__value">{step.value}</span>
          <span className="funnel__label">{step.label}</span>
          {step.note && <span className="funnel__rate">{step.note}</span>}
        </li>
      ))}
    </ol>
  );
}

export function Funnel({ funnel }: { funnel: BusinessFunnel }) {
  const active = funnel.deals.filter((d) => d.views + d.claims + d.redemptions > 0);
  return (
    <section className="funnel card" aria-labelledby="funnel-title">
      <h2 id="funnel-title" className="funnel__title">{FUNNEL.title}</h2>
      <p className="muted funnel__intro">{FUNNEL.intro}</p>
      <div className="funnel__total" aria-label={FUNNEL.allDeals}>
        <Steps counts={funnel.totals} />
      </div>
      <div className="funnel__chart">
        <Suspense fallback={<div className="funnel__chart-placeholder" aria-hidden="true" />}>
          <FunnelChart days={funnel.days} />
        </Suspense>
      </div>
      <h3 className="funnel__subtitle">{FUNNEL.perDeal}</h3>
      {active.length === 0 ? (
        <p className="empty">{FUNNEL.noData}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={`${FUNNEL.perDeal}: ${FUNNEL.views}, ${FUNNEL.claims}, ${FUNNEL.redemptions}`}>
          <table className="table funnel__table">
            <thead>
              <tr>
                <th scope="col">{FUNNEL.deal}</th>
                <th scope="col">{FUNNEL.views}</th>
                <th scope="col">{FUNNEL.claims}</th>
                <th scope="col">{FUNNEL.redemptions}</th>
                <th scope="col">{FUNNEL.viewToClaimColumn}</th>
                <th scope="col">{FUNNEL.claimToRedeemColumn}</th>
              </tr>
            </thead>
            <tbody>
              {active.map((deal) => (
                <tr key={deal.dealId}>
                  <th scope="row">
                    {deal.title}
                    {deal.days.some((d) => d.featured) && <span className="status status--featured funnel__featured">★ {FUNNEL.featuredDay}</span>}
                  </th>
                  <td>{deal.views}</td>
                  <td>{deal.claims}</td>
                  <td>{deal.redemptions}</td>
                  <td>{rate(deal.views, deal.claims)}</td>
                  <td>{rate(deal.claims, deal.redemptions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PartnerClaims partners={funnel.partners} />
    </section>
  );
}
