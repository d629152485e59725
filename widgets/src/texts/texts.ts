// The widgets' on-screen words (spec §2, §8): the `widgets` namespace of core's catalogues (core/src/i18n), so the
// site and the embeds say the same thing in every language. TEXTS is English; an embed in another language builds
// the same object over that language's translator (widgetTexts) and provides it (use-texts.ts).
import { createTranslator, type BusinessCategory, type DealCategory, type MessageValues, type Translator } from '@dadeal/core';
import { widgets as english } from '@dadeal/core/i18n/generated/en.js';

export function widgetTexts(translator: Translator) {
  const w = (key: string, values?: MessageValues) => translator.t(`widgets.${key}` as never, values);
  return {
    featured: w('featured'),
    featuredDeals: w('featuredDeals'),
    allDeals: w('allDeals'),
    seeDetails: w('seeDetails'),
    searchPlaceholder: w('searchPlaceholder'),
    searchLabel: w('searchLabel'),
    categoryLabel: w('categoryLabel'),
    allCategories: w('allCategories'),
    tabsLabel: w('tabsLabel'),
    soldOut: w('soldOut'),
    dealUnavailable: w('dealUnavailable'),
    claimDeal: w('claimDeal'),
    claiming: w('claiming'),
    businessAccount: w('businessAccount'),
    share: w('share'),
    close: w('close'),
    addFavorite: w('addFavorite'),
    removeFavorite: w('removeFavorite'),
    linkCopied: w('linkCopied'),
    linkCopiedBody: w('linkCopiedBody'),
    copyByHand: w('copyByHand'),
    signInPrompt: w('signInPrompt'),
    signIn: w('signIn'),
    claimOnSite: w('claimOnSite'),
    // The claim step in the dialog (issue 23); its own words come with it (claim-texts.ts).
    openOnSite: w('openOnSite'),
    claimStepLoading: w('claimStepLoading'),
    claimStepFailed: w('claimStepFailed'),
    businessDetails: w('businessDetails'),
    contact: w('contact'),
    noDeals: w('noDeals'),
    noMatches: w('noMatches'),
    noFeatured: w('noFeatured'),
    loadFailed: w('loadFailed'),
    dealLoadFailed: w('dealLoadFailed'),
    dealGone: w('dealGone'),
    tryLater: w('tryLater'),
    checkConnection: w('checkConnection'),
    partnerRule: w('partnerRule'),
    retry: w('retry'),
    terms: w('terms'),
    ends: (date: string) => w('ends', { date }),
    endsAt: (date: string, time: string) => w('endsAt', { date, time }),
    endsIn: (clock: string) => w('endsIn', { clock }),
    endingSoon: w('endingSoon'),
    ended: (date: string) => w('ended', { date }),
    percentOff: (n: number) => w('percentOff', { n }),
    youSave: (amount: string) => w('youSave', { amount }),
    left: (n: number) => w('left', { n }),
    dealImage: (title: string) => w('dealImage', { title }),
    dealCategoryTitle: (category: DealCategory) => w(`dealCategoryTitle.${category}`),
    businessCategoryLabel: (category: BusinessCategory) => w(`businessCategoryLabel.${category}`),
    businessCategoryName: (category: BusinessCategory) => w(`businessCategoryName.${category}`),
  };
}

export type WidgetTexts = ReturnType<typeof widgetTexts>;

/** The English words. */
export const TEXTS: WidgetTexts = /* #__PURE__ */ widgetTexts(createTranslator('en', { widgets: english }));
