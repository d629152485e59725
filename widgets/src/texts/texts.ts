// The widgets' on-screen words (spec §2, §8): the `widgets` namespace of core's catalogues (core/src/i18n), so the
// site and the embeds say the same thing in every language. TEXTS is English; an embed in another language builds
// the same object over that language's translator (widgetTexts) and provides it (use-texts.ts).
import { createTranslator, type BusinessCategory, type CompiledNamespace, type DealCategory, type MessageValues, type Translator } from '@dadeal/core';
import { widgets as english } from '@dadeal/core/i18n/generated/en.js';

/** The texts without arguments: each the catalogue's key of the same name. */
type PlainText = 'featured' | 'featuredDeals' | 'allDeals' | 'seeDetails' | 'searchPlaceholder' | 'searchLabel' | 'categoryLabel' | 'allCategories' | 'tabsLabel' | 'soldOut' | 'dealUnavailable' | 'claimDeal' | 'claiming' | 'businessAccount' | 'share' | 'close' | 'addFavorite' | 'removeFavorite' | 'linkCopied' | 'linkCopiedBody' | 'copyByHand' | 'signInPrompt' | 'signIn' | 'claimOnSite' | 'openOnSite' | 'claimStepLoading' | 'claimStepFailed' | 'businessDetails' | 'contact' | 'noDeals' | 'noMatches' | 'didYouMean' | 'suggestionsLabel' | 'tryCategory' | 'noFeatured' | 'loadFailed' | 'dealLoadFailed' | 'dealGone' | 'tryLater' | 'checkConnection' | 'partnerRule' | 'retry' | 'terms' | 'endingSoon' | 'noneRemaining' | 'originalPrice' | 'businessCannotClaim' | 'where' | 'directions' | 'openingHours' | 'ratingNew' | 'rating' | 'reviewsHeading';

export type WidgetTexts = Record<PlainText, string> & ReturnType<typeof formatted>;

/** The texts with arguments, as functions. */
function formatted(w: (key: string, values?: MessageValues) => string) {
  return {
    ends: (date: string) => w('ends', { date }),
    endsAt: (date: string, time: string) => w('endsAt', { date, time }),
    endsIn: (clock: string) => w('endsIn', { clock }),
    ended: (date: string) => w('ended', { date }),
    percentOff: (n: number) => w('percentOff', { n }),
    youSave: (amount: string) => w('youSave', { amount }),
    left: (n: number) => w('left', { n }),
    dealImage: (title: string) => w('dealImage', { title }),
    directionsTo: (place: string) => w('directionsTo', { place }),
    away: (distance: string) => w('away', { distance }),
    remaining: (left: number, total: number) => w('remaining', { left, total }),
    ratingLabel: (average: string, count: number) => w('ratingLabel', { average, count }),
    verifiedVisit: (date: string) => w('verifiedVisit', { date }),
    replyFrom: (company: string) => w('replyFrom', { company }),
    stars: (n: number) => w('stars', { n }),
    dealCategory: (category: DealCategory) => w(`dealCategory.${category}`),
    dealCategoryTitle: (category: DealCategory) => w(`dealCategoryTitle.${category}`),
    businessCategoryLabel: (category: BusinessCategory) => w(`businessCategoryLabel.${category}`),
    businessCategoryName: (category: BusinessCategory) => w(`businessCategoryName.${category}`),
  };
}

/**
 * The widgets' words over a language's translator (one whose catalogue has the `widgets` namespace): one text for each
 * key of `words` (English's namespace; the standalone script's holds only what its first render shows, so the deal
 * dialog, an on-demand part, passes its own: elements/EmbedDialog.tsx).
 */
export function widgetTexts(translator: Translator, words: CompiledNamespace = english): WidgetTexts {
  const w = (key: string, values?: MessageValues) => translator.t(`widgets.${key}` as never, values);
  const functions = formatted(w);
  const texts: Record<string, string> = {};
  // Every key of the namespace without a dot (the grouped ones, like `dealCategoryTitle.Weekly`, are functions), but
  // those with arguments: formatting `left` or `remaining` without their numbers made the page's first Intl number
  // and plural formatters while the modules were evaluated (45 ms of that task at 4× slowdown, issue 19 item 4).
  for (const key of Object.keys(words)) if (!key.includes('.') && !(key in functions)) texts[key] = w(key);
  return Object.assign(texts as Record<PlainText, string>, functions);
}

/** The English words. */
export const TEXTS: WidgetTexts = /* #__PURE__ */ widgetTexts(createTranslator('en', { widgets: english }));
