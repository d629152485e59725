// The user dashboard (spec §2, §3, §4, §6, §8): regular users only. A greeting, the user's stats, an ad slot and
// three tabs — Saved Deals, My Coupons (Active, Expired / Used), Settings — with the deal and coupon dialogs.
// The chosen tab lives in the address (?tab=coupons), so it survives a reload and can be linked.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, couponState, type Coupon, type Deal } from '@dadeal/core';
import { WidgetRoot } from '@dadeal/widgets';
import { useLanguage } from '../../app/i18n/LanguageProvider.js';
import { SiteDealDialog } from '../../app/deals/SiteDealDialog.js';
import { useFavorites } from '../../app/deals/use-favorites.js';
import { useLiveDealCounts } from '../../app/deals/use-live-counts.js';
import { AccessDenied } from '../../app/layout/AccessDenied.js';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { PageLoading } from '../../app/layout/Layout.js';
import { usePageTitle } from '../../app/page-title.js';
import { PATHS } from '../../app/paths.js';
import { useSession } from '../../app/session.js';
import { USER_DASHBOARD } from './texts.js';
import { CouponDialog } from './CouponDialog.js';
import { DashboardTabs } from './DashboardTabs.js';
import { MyCoupons } from './MyCoupons.js';
import { SavedDeals } from './SavedDeals.js';
import { SettingsPanel } from './SettingsPanel.js';
import { UserStatsCards } from './UserStatsCards.js';
import { useConfirmUsage, useNotificationSetting, useSavedDeals, useUserCoupons, useUserStats } from './use-user-dashboard.js';
import './user-dashboard.css';
import { ACCESS } from '../../app/screen-texts.js';
import { OwnDataSection } from '../../app/own-data/OwnData.js';

const TAB_KEYS = ['saved', 'coupons', 'settings'] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTabKey = (value: string | null): value is TabKey => TAB_KEYS.includes(value as TabKey);

export default function UserDashboardPage() {
  const session = useSession();
  const isUser = session.user?.userType === 'user';
  const { locale } = useLanguage();
  usePageTitle(isUser || session.loading ? USER_DASHBOARD.title : ACCESS.denied);

  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTabKey(tabParam) ? tabParam : 'saved';
  const chooseTab = (key: TabKey) =>
    setParams((p) => {
      if (key === 'saved') p.delete('tab');
      else p.set('tab', key);
      return p;
    }, { replace: true, preventScrollReset: true });

  const stats = useUserStats(isUser);
  const saved = useSavedDeals(isUser);
  const coupons = useUserCoupons(isUser);
  const favorites = useFavorites();
  const confirmUsage = useConfirmUsage();
  const setting = useNotificationSetting();

  // The open deal: the saved list's fresh copy while it is in the list, the opened copy once it left (unsaved).
  const [openedDeal, setOpenedDeal] = useState<Deal | null>(null);
  const openDeal = openedDeal ? (saved.data?.find((d) => d.id === openedDeal.id) ?? openedDeal) : null;
  useLiveDealCounts(saved.data ?? []); // the saved deals' remaining counts as they fall
  // A reminder mail links to its coupon (`?tab=coupons&coupon=ID`): the dialog opens on it.
  const [openCouponId, setOpenCouponId] = useState<number | null>(() => Number(params.get('coupon')) || null);
  const openCoupon = coupons.data?.find((c) => c.id === openCouponId) ?? null;

  if (session.loading) return <PageLoading />;
  if (!isUser || !session.user) return <AccessDenied message={MESSAGES.userOnly} />;

  const user = session.user;
  const now = new Date();
  // While a switch is saved it shows its new state.
  const pending = setting.isPending ? setting.variables : undefined;
  const settings = {
    emailNotifications: user.emailNotifications,
    dealAlerts: user.dealAlerts,
    lastMinuteAlerts: user.lastMinuteAlerts,
    ...(pending && { [pending.setting]: pending.on }),
  };

  return (
    <div className="udash">
      <header className="udash-hero">
        <div className="container udash-hero__inner">
          <div>
            <p className="udash-hero__eyebrow">{USER_DASHBOARD.title}</p>
            <h1 className="udash-hero__title">{USER_DASHBOARD.welcome(user.firstName)}</h1>
            <p className="udash-hero__subtitle">{USER_DASHBOARD.subtitle}</p>
          </div>
          <Link to={PATHS.home} className="btn btn--sun">{USER_DASHBOARD.browseDeals}</Link>
        </div>
        <svg className="udash-hero__wave" viewBox="0 0 1440 60" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <path d="M0 30c240 30 480 30 720 0s480-30 720 0v30H0z" />
        </svg>
      </header>

      <div className="container udash__body">
        <UserStatsCards stats={stats.data} failed={stats.isError} />
        <AdSlot />
        <DashboardTabs<TabKey>
          label={USER_DASHBOARD.sectionsLabel}
          value={tab}
          onChange={chooseTab}
          tabs={[
            {
              key: 'saved',
              label: USER_DASHBOARD.tabs.saved,
              panel: (
                <SavedDeals
                  deals={saved.data}
                  loading={saved.isPending}
                  error={saved.error}
                  onRetry={() => void saved.refetch()}
                  favoriteIds={favorites.ids}
                  onToggleFavorite={favorites.toggle}
                  onSelect={setOpenedDeal}
                />
              ),
            },
            {
              key: 'coupons',
              label: USER_DASHBOARD.tabs.coupons,
              panel: (
                <MyCoupons
                  coupons={coupons.data}
                  loading={coupons.isPending}
                  error={coupons.error}
                  onRetry={() => void coupons.refetch()}
                  onOpen={(coupon: Coupon) => setOpenCouponId(coupon.id)}
                  now={now}
                />
              ),
            },
            {
              key: 'settings',
              label: USER_DASHBOARD.tabs.settings,
              panel: (
                <>
                  <SettingsPanel
                    email={user.email}
                    settings={settings}
                    onChange={(name, on) => setting.mutate({ setting: name, on })}
                    saving={pending?.setting ?? null}
                  />
                  <OwnDataSection kind="user" email={user.email} />
                </>
              ),
            },
          ]}
        />
      </div>

      <WidgetRoot locale={locale}>
        <SiteDealDialog deal={openDeal} onClose={() => setOpenedDeal(null)} favorites={favorites} />
      </WidgetRoot>
      <CouponDialog
        coupon={openCoupon}
        state={openCoupon ? couponState(openCoupon, openCoupon.deal.endDate, now) : null}
        onClose={() => {
          setOpenCouponId(null);
          if (params.has('coupon')) setParams((p) => (p.delete('coupon'), p), { replace: true, preventScrollReset: true });
        }}
        onConfirmUsage={(coupon) => confirmUsage.mutate(coupon)}
        confirming={confirmUsage.isPending}
      />
    </div>
  );
}
