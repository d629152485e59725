// The business screens' words (spec §2 "Business dashboard", "Feature-deal screens", §6, §8 Deals, Feature payment,
// Coupon use), by name: each reads its key of core's catalogues (`site.business.*`, core/src/i18n/site/business/) in
// the visitor's language when read. Apart from src/app/texts.ts so that they load with the business screens (the
// dashboard, the feature pages, the Counter), not with the home page.
import { site as businessWords } from '@dadeal/core/i18n/generated/en.site.business.js';
import { addEnglish, activeLocale, price, t } from '../i18n/i18n.js';
import { texts } from '../texts.js';
import type { DealStatus } from './deal-status.js';

addEnglish(businessWords); // these screens' own English words (the page's first script does not carry them)

export const BUSINESS_DASHBOARD = texts(
  {
    title: 'business.title',
    yourDeals: 'business.yourDeals',
    noDeals: 'business.noDeals',
    createDeal: 'business.createDeal',
    creating: 'business.creating',
    view: 'business.view',
    feature: 'business.feature',
    featured: 'business.featured',
    delete: 'business.delete',
    deleting: 'business.deleting',
    cancel: 'business.cancel',
    ok: 'business.ok',
    actions: 'business.actions',
    statsLabel: 'business.statsLabel',
    loading: 'business.loading',
    deleteTitle: 'business.deleteTitle',
    deleteConfirm: 'business.deleteConfirm',
    deleteNote: 'business.deleteNote',
    createError: 'business.createError',
    dealCreated: 'business.dealCreated',
    dealDeleted: 'business.dealDeleted',
    deleteError: 'business.deleteError',
  },
  {
    get stats() {
      return { activeDeals: t('business.statActiveDeals'), coupons: t('business.statCoupons'), revenue: t('business.statRevenue'), featured: t('business.statFeatured') };
    },
  },
);

/** The deals table's words (columns, the status of each deal, the actions' accessible names). */
export const DEALS_TABLE = texts(
  {
    label: 'business.dealsTable',
    deal: 'business.colDeal',
    status: 'business.colStatus',
    dates: 'business.colDates',
    remaining: 'business.colRemaining',
    featuredUntil: 'business.colFeaturedUntil',
    noEnd: 'business.noEnd',
  },
  {
    remainingOf: (left: number, total: number) => t('business.remainingOf', { left, total }),
    /** deal-status.ts' status (its English word names the CSS class) as the visitor reads it. */
    statusOf: (status: DealStatus) => t(STATUS_KEYS[status]),
    viewName: (title: string) => t('business.viewName', { title }),
    couponsName: (title: string) => t('business.couponsName', { title }),
    featureName: (title: string) => t('business.featureName', { title }),
    featuredName: (title: string) => t('business.featuredName', { title }),
    deleteName: (title: string) => t('business.deleteName', { title }),
  },
);

const STATUS_KEYS = {
  Inactive: 'business.statusInactive',
  Scheduled: 'business.statusScheduled',
  Ended: 'business.statusEnded',
  'Sold Out': 'business.statusSoldOut',
  Live: 'business.statusLive',
} as const satisfies Record<DealStatus, string>;

export const CREATE_DEAL = texts(
  {
    title: 'business.createTitle',
    intro: 'business.createIntro',
    imageHint: 'business.imageHint',
    imagePreview: 'business.imagePreview',
    removeImage: 'business.removeImage',
    submit: 'business.createSubmit',
    imageTooLarge: 'business.imageTooLarge',
  },
  {
    /** core's IMAGE_MESSAGES.uploadFailed, in the visitor's language. */
    get uploadFailed() { return [t('business.imageUploadFailed'), t('business.imageUploadFailedBody')] as const; },
    get fields() {
      return {
        title: t('business.fieldTitle'),
        description: t('business.fieldDescription'),
        originalPrice: t('business.fieldOriginalPrice'),
        dealPrice: t('business.fieldDealPrice'),
        category: t('business.fieldCategory'),
        businessCategory: t('business.fieldBusinessCategory'),
        startDate: t('business.fieldStartDate'),
        endDate: t('business.fieldEndDate'),
        totalCoupons: t('business.fieldTotalCoupons'),
        termsConditions: t('business.fieldTerms'),
        image: t('business.fieldImage'),
      };
    },
  },
);

export const FEATURE = texts(
  {
    dialogTitle: 'business.featureTitle',
    mostPopular: 'business.mostPopular',
    choose: 'business.choose',
    alreadyTitle: 'business.alreadyTitle',
    alreadyText: 'business.alreadyText',
    noEnd: 'business.featuredNoEnd',
    notLive: 'business.notLive',
    previewTitle: 'business.previewTitle',
    previewIntro: 'business.previewIntro',
    noRefunds: 'business.noRefunds',
    continueToPayment: 'business.continueToPayment',
    changePlan: 'business.changePlan',
    backToDashboard: 'business.backToDashboard',
    notYourDeal: 'business.notYourDeal',
    duration: 'business.duration',
    price: 'business.price',
    paid: 'business.paid',
    plan: 'business.plan',
    deal: 'business.deal',
    total: 'business.total',
    paymentTitle: 'business.paymentTitle',
    planNotOnSale: 'business.planNotOnSale',
    planNotOnSaleText: 'business.planNotOnSaleText',
    yourOrder: 'business.yourOrder',
    testModeBadge: 'business.testModeBadge',
    testModeNote: 'business.testModeNote',
    paying: 'business.paying',
    paypalError: 'business.paypalError',
    successTitle: 'business.successTitle',
    successSubtitle: 'business.successSubtitle',
    successAppears: 'business.successAppears',
    successGeneralTitle: 'business.successGeneralTitle',
    successGeneral: 'business.successGeneral',
    paymentSuccessTitle: 'business.paymentSuccessTitle',
    paymentSuccessSubtitle: 'business.paymentSuccessSubtitle',
    nowAppears: 'business.nowAppears',
    viewOnHome: 'business.viewOnHome',
  },
  {
    dialogIntro: (title: string) => t('business.featureIntro', { title }),
    /** The plan's accessible name on its Choose link: "Premium, $25.00 for 30 days". */
    chooseFor: (plan: string, price: string, duration: string) => t('business.chooseFor', { plan, price, duration }),
    get places() { return [t('business.place1'), t('business.place2'), t('business.place3')] as const; },
    until: (date: string) => t('business.featuredUntil', { date }),
    /** A plan's heading and its name in a list: "Premium: 30 days", "Premium (30 days)". */
    planHeading: (plan: string, duration: string) => t('business.planHeading', { plan, duration }),
    planWithDuration: (plan: string, duration: string) => t('business.planWithDuration', { plan, duration }),
    priceDiffers: (plan: string, price: string) => t('business.priceDiffers', { plan, price }),
    testPay: (amount: string) => t('business.testPay', { amount }),
    get paymentFailed() { return [t('business.paymentFailed'), t('business.paymentFailedBody')] as const; },
    dealIsFeatured: (title: string) => t('business.dealIsFeatured', { title }),
  },
);

export const REDEEM = texts(
  {
    title: 'business.redeemTitle',
    intro: 'business.redeemIntro',
    code: 'business.couponCode',
    submit: 'business.redeem',
    submitting: 'business.checking',
    scan: 'business.scan',
    stopScan: 'business.stopScan',
    scanning: 'business.scanning',
    cameraFailed: 'business.cameraFailed',
    redeemed: 'business.redeemed',
    alreadyUsed: 'business.alreadyUsed',
    usedBefore: 'business.usedBefore',
    expired: 'business.expired',
    expiredText: 'business.expiredText',
    otherBusiness: 'business.otherBusiness',
    unknown: 'business.unknown',
    unknownText: 'business.unknownText',
  },
  {
    /** A sample code (the coupons' own format, the same in every language). */
    placeholder: 'K7QF-3MZP-9XDA',
    redeemedFor: (deal: string, name: string | null) => (name ? t('business.redeemedFor', { deal, name }) : t('business.redeemedDeal', { deal })),
    usedOn: (date: string) => t('business.usedOn', { date }),
  },
);

/**
 * An amount with its currency named, as a receipt says it: "$25.00 USD" in English; a locale whose format already
 * names it ("25,00 US$", "25,00 $US") is not told twice.
 */
export function priceWithCurrency(value: unknown, currency: string): string {
  const shown = price(value);
  return shown.includes('US') ? shown : `${shown} ${currency}`;
}

/** A conversion rate (core's conversionRate: a percentage, one decimal) written the visitor's way: "12.5%", "12,5 %". */
export function percent(value: number | null): string {
  return value === null ? '—' : new Intl.NumberFormat(activeLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

export const FUNNEL = texts(
  {
    title: 'business.funnelTitle',
    intro: 'business.funnelIntro',
    views: 'business.views',
    claims: 'business.claims',
    redemptions: 'business.redemptions',
    allDeals: 'business.allDeals',
    featuredDay: 'business.featured',
    featuredDays: 'business.featuredDays',
    chartLabel: 'business.chartLabel',
    perDeal: 'business.perDeal',
    deal: 'business.colDeal',
    viewToClaimColumn: 'business.colViewToClaim',
    claimToRedeemColumn: 'business.colClaimToRedeem',
    noData: 'business.noData',
    byPartner: 'business.byPartner',
    byPartnerIntro: 'business.byPartnerIntro',
    partner: 'business.partner',
    direct: 'business.direct',
  },
  {
    viewToClaim: (rate: string) => t('business.viewToClaim', { rate }),
    claimToRedeem: (rate: string) => t('business.claimToRedeem', { rate }),
  },
);

/** "What Visitors Searched": the words that found the business's deals this week (counts only, never who). */
export const SEARCH_WORDS = texts(
  {
    title: 'business.searchWordsTitle',
    word: 'business.searchWordsWord',
    visitors: 'business.searchWordsVisitors',
  },
  {
    intro: (min: number) => t('business.searchWordsIntro', { min }),
    empty: (min: number) => t('business.searchWordsEmpty', { min }),
  },
);

const ROLE_KEYS = { owner: 'business.roleOwner', staff: 'business.roleStaff', customer: 'business.roleCustomer' } as const;

/** Who redeemed a coupon, as the business's lists show it. */
export const REDEEMED_BY = {
  get label() { return t('business.redeemedBy'); },
  get roles() { return { owner: t(ROLE_KEYS.owner), staff: t(ROLE_KEYS.staff), customer: t(ROLE_KEYS.customer) }; },
  describe: (by: { name: string; role: keyof typeof ROLE_KEYS } | null) =>
    (by ? t('business.redeemer', { name: by.name, role: t(ROLE_KEYS[by.role]) }) : t('business.notRecorded')),
};

/** The business's staff on its dashboard: invite by e-mail, list, revoke. */
export const STAFF = texts(
  {
    title: 'business.staffTitle',
    intro: 'business.staffIntro',
    form: 'business.staffForm',
    firstName: 'business.firstName',
    lastName: 'business.lastName',
    email: 'business.email',
    invite: 'business.invite',
    inviting: 'business.inviting',
    invited: 'business.invited',
    inviteFailed: 'business.inviteFailed',
    none: 'business.staffNone',
    table: 'business.staffTable',
    name: 'business.name',
    status: 'business.status',
    lastRedemption: 'business.lastRedemption',
    never: 'business.never',
    revoke: 'business.revoke',
    revoking: 'business.revoking',
    revokeTitle: 'business.revokeTitle',
    revokeNote: 'business.revokeNote',
    revoked: 'business.revoked',
    revokeFailed: 'business.revokeFailed',
    resend: 'business.resend',
  },
  {
    invitedText: (email: string) => t('business.invitedText', { email }),
    get statuses() { return { invited: t('business.staffInvited'), active: t('business.staffActive') }; },
    revokeConfirm: (name: string) => t('business.revokeConfirm', { name }),
    revokeName: (name: string) => t('business.revokeName', { name }),
    resendTo: (name: string) => t('business.resendTo', { name }),
  },
);

/** A deal's coupons, opened from the deals table ("redeemed by"). */
export const DEAL_COUPONS = texts(
  {
    action: 'business.coupons',
    table: 'business.couponsTable',
    intro: 'business.couponsIntro',
    code: 'business.code',
    claimed: 'business.claimed',
    state: 'business.state',
    redeemedAt: 'business.redeemedAt',
    none: 'business.couponsNone',
  },
  {
    title: (deal: string) => t('business.couponsOf', { deal }),
    get states() { return { active: t('business.stateActive'), used: t('business.stateUsed'), expired: t('business.stateExpired') }; },
  },
);

/** The Counter page of a business's staff: the redeem box and today's redemptions. */
export const COUNTER = texts(
  {
    title: 'business.counterTitle',
    today: 'business.today',
    table: 'business.todayTable',
    todayIntro: 'business.todayIntro',
    none: 'business.todayNone',
    time: 'business.time',
    code: 'business.code',
    deal: 'business.deal',
    customer: 'business.customer',
  },
  { signedInAs: (name: string) => t('business.signedInAs', { name }) },
);

/** Where the business is (its places): the dashboard's form. */
export const PLACES = texts(
  {
    title: 'business.placesTitle',
    intro: 'business.placesIntro',
    mainPlace: 'business.mainPlace',
    name: 'business.placeName',
    openingHours: 'business.openingHours',
    remove: 'business.removePlace',
    add: 'business.addPlace',
    save: 'business.savePlaces',
    saving: 'business.savingPlaces',
    saved: 'business.placesSaved',
    savedText: 'business.placesSavedText',
    failed: 'business.placesFailed',
  },
  {
    placeN: (n: number) => t('business.placeN', { n }),
  },
);
