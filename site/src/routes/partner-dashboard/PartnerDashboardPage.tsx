// The partner dashboard: partner accounts only, where a partner lands after signing in. Its ref (chosen once), the
// last 30 days of what its pages brought — widget views, claims, redemptions in total, per day as a chart and per deal
// — with a CSV export, its embed snippet (and the embed builder, pre-filled with the ref), its address (the builder's
// "Near my address") and its optional signed webhook. Counts only: no customer is ever named here.
import { Suspense, lazy, useState } from 'react';
import { MESSAGES, nearParam, type PartnerReport, type Place } from '@dadeal/core';
import { PageLoading } from '../../app/layout/Layout.js';
import { AccessDenied } from '../../app/layout/AccessDenied.js';
import { usePageTitle } from '../../app/page-title.js';
import { useSession } from '../../app/session.js';
import { NAV } from '../../app/texts.js';
import { ACCESS } from '../../app/screen-texts.js';
import { OwnDataSection } from '../../app/own-data/OwnData.js';
import { notify } from '../../app/toasts.js';
import { CopyButton } from './CopyButton.js';
import { RefPicker } from './RefPicker.js';
import { WebhookSection } from './WebhookSection.js';
import { PartnerPlaceSection } from './PartnerPlaceSection.js';
import { downloadReportCsv, usePartnerReport } from './use-partner-dashboard.js';
import { PARTNER_TEXTS, rich } from './texts.js';
import './partner-dashboard.css';

// The business dashboard's chart (recharts), its own chunk, loaded after the numbers are on screen.
const FunnelChart = lazy(() => import('../business-dashboard/FunnelChart.js'));

export default function PartnerDashboardPage() {
  const session = useSession();
  const isPartner = session.user?.userType === 'partner';
  usePageTitle(isPartner ? NAV.partnerDashboard : ACCESS.denied);
  if (session.loading) return <PageLoading />;
  if (!isPartner) return <AccessDenied message={MESSAGES.partnerOnly} />;
  return <Dashboard email={session.user?.email ?? ''} />;
}

function Dashboard({ email }: { email: string }) {
  const report = usePartnerReport();
  const [exporting, setExporting] = useState(false);
  if (report.isPending) return <PageLoading />;
  if (report.isError) return <div className="container page"><p className="form-alert">{report.error.message}</p></div>;
  const { partner } = report.data;

  const exportCsv = () => {
    setExporting(true);
    downloadReportCsv().catch((error: Error) => notify.error(PARTNER_TEXTS.exportFailed, error.message)).finally(() => setExporting(false));
  };

  return (
    <div className="container page dashboard pdash">
      <header className="dashboard__header">
        <div>
          <p className="dashboard__eyebrow">{partner.companyName}{partner.ref && <> · {PARTNER_TEXTS.ref} <code className="pdash__ref">{partner.ref}</code></>}</p>
          <h1>{NAV.partnerDashboard}</h1>
        </div>
        {partner.ref && (
          <button type="button" className="btn btn--outline" onClick={exportCsv} disabled={exporting}>
            {exporting ? PARTNER_TEXTS.exporting : PARTNER_TEXTS.exportCsv}
          </button>
        )}
      </header>
      {partner.ref ? (
        <>
          <Report report={report.data} />
          <Embed ref_={partner.ref} place={partner.place} />
          <PartnerPlaceSection place={partner.place} />
          <WebhookSection />
        </>
      ) : (
        <>
          <RefPicker companyName={partner.companyName} />
          <PartnerPlaceSection place={partner.place} />
        </>
      )}
      <OwnDataSection kind="partner" email={email} />
    </div>
  );
}

function Report({ report }: { report: PartnerReport }) {
  const cards = [
    [PARTNER_TEXTS.views, report.totals.views],
    [PARTNER_TEXTS.claims, report.totals.claims],
    [PARTNER_TEXTS.redemptions, report.totals.redemptions],
  ] as const;
  return (
    <section aria-labelledby="pdash-report" className="pdash__section">
      <h2 id="pdash-report">{PARTNER_TEXTS.last30}</h2>
      <ul className="stats" aria-label={PARTNER_TEXTS.statsLabel}>
        {cards.map(([label, value]) => (
          <li key={label} className="stats__card">
            <span className="stats__label">{label}</span>
            <span className="stats__value">{value}</span>
          </li>
        ))}
      </ul>
      <div className="card pdash__chart">
        <Suspense fallback={<div className="pdash__chart-placeholder" aria-hidden="true" />}>
          <FunnelChart days={report.days.map((d) => ({ ...d, featured: false }))} label={PARTNER_TEXTS.chartLabel} featuredLegend={false} names={PARTNER_TEXTS} />
        </Suspense>
      </div>
      <h3>{PARTNER_TEXTS.perDeal}</h3>
      {report.deals.length === 0 ? (
        <p className="empty">{PARTNER_TEXTS.noData}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={`${PARTNER_TEXTS.perDeal}: ${PARTNER_TEXTS.views}, ${PARTNER_TEXTS.claims}, ${PARTNER_TEXTS.redemptions}`}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{PARTNER_TEXTS.deal}</th>
                <th scope="col">{PARTNER_TEXTS.business}</th>
                <th scope="col">{PARTNER_TEXTS.views}</th>
                <th scope="col">{PARTNER_TEXTS.claims}</th>
                <th scope="col">{PARTNER_TEXTS.redemptions}</th>
              </tr>
            </thead>
            <tbody>
              {report.deals.map((deal) => (
                <tr key={deal.dealId}>
                  <th scope="row">{deal.title}</th>
                  <td>{deal.businessName}</td>
                  <td>{deal.views}</td>
                  <td>{deal.claims}</td>
                  <td>{deal.redemptions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The snippet with the partner's ref, and the embed builder (/widgets/demo) opened with it filled in — and with the
 * partner's address as `near` (the builder's "Near my address") when it has one.
 */
function Embed({ ref_, place }: { ref_: string; place: Place | null }) {
  const origin = window.location.origin;
  const snippet = `<script src="${origin}/widgets/v1/dadeal-widgets.js" defer></script>\n<dadeal-deals limit="4" partner="${ref_}"></dadeal-deals>`;
  return (
    <section aria-labelledby="pdash-embed" className="card pdash__section pdash__embed">
      <h2 id="pdash-embed">{PARTNER_TEXTS.embedTitle}</h2>
      <p className="muted">{rich('partner.embedIntro', { attribute: <code>partner="{ref_}"</code> })}</p>
      <pre className="pdash__code"><code>{snippet}</code></pre>
      <div className="pdash__actions">
        <CopyButton text={snippet} label={PARTNER_TEXTS.copySnippet} />
        <a className="btn btn--outline" href={`/widgets/demo?partner=${encodeURIComponent(ref_)}${place ? `&near=${encodeURIComponent(nearParam(place))}` : ''}`} target="_blank" rel="noopener">
          {PARTNER_TEXTS.openBuilder}<span className="sr-only"> {PARTNER_TEXTS.newTab}</span>
        </a>
      </div>
    </section>
  );
}
