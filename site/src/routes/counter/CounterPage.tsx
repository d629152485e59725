// The Counter: where a business's staff land after signing in, and all they may use — the dashboard's own
// redeem box (typed code or QR scan) and today's redemptions at this business, with who redeemed each. The business's
// owner may open it too; anyone else sees the access text.
import { MESSAGES, type Redemption, type AccountType } from '@dadeal/core';
import { PageLoading } from '../../app/layout/Layout.js';
import { AccessDenied } from '../../app/layout/AccessDenied.js';
import { usePageTitle } from '../../app/page-title.js';
import { useSession } from '../../app/session.js';
import { showTime } from '../../app/dates.js';
import { RedeemCoupon } from '../../app/business/RedeemCoupon.js';
import { COUNTER, REDEEMED_BY } from '../../app/business/texts.js';
import { useTodaysRedemptions } from './use-counter.js';
import './counter.css';
import { ACCESS } from '../../app/screen-texts.js';
import { OwnDataSection } from '../../app/own-data/OwnData.js';

export default function CounterPage() {
  const session = useSession();
  const type = session.user?.userType;
  const allowed = type === 'staff' || type === 'business';
  usePageTitle(session.loading || allowed ? COUNTER.title : ACCESS.denied);
  if (session.loading) return <PageLoading />;
  if (!allowed || !session.user) return <AccessDenied message={MESSAGES.businessOnly} />;
  return <Counter companyName={session.business?.companyName ?? ''} name={`${session.user.firstName} ${session.user.lastName}`.trim()} kind={session.user.userType} email={session.user.email} />;
}

function Counter({ companyName, name, kind, email }: { companyName: string; name: string; kind: AccountType; email: string }) {
  const today = useTodaysRedemptions(true);
  return (
    <div className="container page dashboard counter">
      <header className="dashboard__header">
        <div>
          <p className="dashboard__eyebrow">{companyName}</p>
          <h1>{COUNTER.title}</h1>
          <p className="muted counter__who">{COUNTER.signedInAs(name)}</p>
        </div>
      </header>
      <RedeemCoupon />
      <section aria-labelledby="counter-today" className="counter__today">
        <h2 id="counter-today">{COUNTER.today}</h2>
        <p className="muted counter__intro">{COUNTER.todayIntro}</p>
        {today.isPending ? (
          <div className="counter__pending" aria-busy="true" />
        ) : today.isError ? (
          <p className="form-alert">{today.error.message}</p>
        ) : today.data.length === 0 ? (
          <p className="empty">{COUNTER.none}</p>
        ) : (
          <RedemptionsTable redemptions={today.data} />
        )}
      </section>
      {/* Staff download their data here; the owner has the whole section on the dashboard (deleting is done there). */}
      {kind === 'staff' && <OwnDataSection kind="staff" email={email} />}
    </div>
  );
}

function RedemptionsTable({ redemptions }: { redemptions: Redemption[] }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={COUNTER.table}>
      <table className="table table--cards counter__table">
        <thead>
          <tr>
            <th scope="col">{COUNTER.time}</th>
            <th scope="col">{COUNTER.code}</th>
            <th scope="col">{COUNTER.deal}</th>
            <th scope="col">{COUNTER.customer}</th>
            <th scope="col">{REDEEMED_BY.label}</th>
          </tr>
        </thead>
        <tbody>
          {redemptions.map((r) => (
            <tr key={r.couponId}>
              <th scope="row"><time dateTime={r.usedAt}>{showTime(r.usedAt)}</time></th>
              <td data-label={COUNTER.code}><code>{r.couponCode}</code></td>
              <td data-label={COUNTER.deal}>{r.dealTitle}</td>
              <td data-label={COUNTER.customer}>{r.customerFirstName ?? '—'}</td>
              <td data-label={REDEEMED_BY.label}>{REDEEMED_BY.describe(r.redeemedBy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
