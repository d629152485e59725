// The My Coupons tab: the Active list and the Expired / Used list, derived by core's couponState (spec §4) at
// render time, so a coupon whose deal ends while the page is open moves on the next render. Offline it shows the list
// last fetched, with a notice and its time.
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { couponState, type Coupon, type CouponState } from '@dadeal/core';
import { PATHS } from '../../app/paths.js';
import { OfflineNotice } from '../../app/offline/OfflineNotice.js';
import { KEYS } from '../../app/query-client.js';
import { USER_DASHBOARD } from './texts.js';
import { CouponCard } from './CouponCard.js';
import { useOwnReviews } from './RateVisit.js';

export interface MyCouponsProps {
  coupons: readonly Coupon[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  onOpen: (coupon: Coupon) => void;
  now: Date;
}

interface Entry {
  coupon: Coupon;
  state: CouponState;
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

export function splitCoupons(coupons: readonly Coupon[], now: Date): { active: Entry[]; past: Entry[] } {
  const entries = coupons.map((coupon) => ({ coupon, state: couponState(coupon, coupon.deal.endDate, now) }));
  return {
    // The one that ends soonest first: it is the one to use next.
    active: entries.filter((e) => e.state === 'active').sort((a, b) => time(a.coupon.deal.endDate) - time(b.coupon.deal.endDate)),
    // The latest first: the coupon just used, or the deal that just ended.
    past: entries
      .filter((e) => e.state !== 'active')
      .sort((a, b) => time(b.coupon.usedAt ?? b.coupon.deal.endDate) - time(a.coupon.usedAt ?? a.coupon.deal.endDate)),
  };
}

interface CouponSectionProps {
  id: string;
  title: string;
  empty: string;
  /** A way forward under the empty text. */
  emptyAction?: ReactNode;
  entries: Entry[];
  onOpen: MyCouponsProps['onOpen'];
}

function CouponSection({ id, title, empty, emptyAction, entries, onOpen }: CouponSectionProps) {
  const reviews = useOwnReviews();
  return (
    <section className="udash-coupons__section" aria-labelledby={id}>
      <h2 className="udash-panel__title" id={id}>
        {title} <span className="udash-count">{entries.length}</span>
      </h2>
      {entries.length === 0 ? (
        <div className="empty udash-empty">
          <p className="udash-empty__title">{empty}</p>
          {emptyAction}
        </div>
      ) : (
        <ul className="udash-coupons__list">
          {entries.map(({ coupon, state }) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} state={state} onOpen={onOpen} review={reviews.get(coupon.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MyCoupons({ coupons, loading, error, onRetry, onOpen, now }: MyCouponsProps) {
  // When the list on screen was fetched: it may be the one kept from the last time online.
  const updatedAt = useQueryClient().getQueryState(KEYS.coupons)?.dataUpdatedAt ?? 0;
  if (!coupons) {
    if (error && !loading) {
      return (
        <div className="form-alert udash-alert" role="alert">
          <p>{USER_DASHBOARD.couponsFailed} {error.message}</p>
          <button type="button" className="btn btn--outline" onClick={onRetry}>{USER_DASHBOARD.tryAgain}</button>
        </div>
      );
    }
    return (
      <div className="udash-coupons" aria-busy="true">
        <span className="sr-only" role="status">{USER_DASHBOARD.loadingCoupons}</span>
        <div className="udash-coupon udash-coupon--placeholder" aria-hidden="true" />
        <div className="udash-coupon udash-coupon--placeholder" aria-hidden="true" />
      </div>
    );
  }
  const { active, past } = splitCoupons(coupons, now);
  return (
    <div className="udash-coupons">
      <OfflineNotice updatedAt={updatedAt} error={error} />
      <CouponSection
        id="udash-active"
        title={USER_DASHBOARD.activeCoupons}
        empty={USER_DASHBOARD.noActiveCoupons}
        emptyAction={
          <>
            <p>{USER_DASHBOARD.couponsEmpty}</p>
            <Link to={PATHS.home} className="btn btn--primary">{USER_DASHBOARD.browseDeals}</Link>
          </>
        }
        entries={active}
        onOpen={onOpen}
      />
      <CouponSection id="udash-past" title={USER_DASHBOARD.pastCoupons} empty={USER_DASHBOARD.noExpiredCoupons} entries={past} onOpen={onOpen} />
    </div>
  );
}
