// The widgets' on-screen words (spec §2, §8): the `widgets` namespace of core's catalogues (core/src/i18n), so the
// site and the embeds say the same thing in every language. TEXTS is English; an embed in another language builds
// the same object over that language's translator (widgetTexts) and provides it (use-texts.ts).
import { LANGUAGE_LOCALES, formatMessage, type BusinessCategory, type CompiledNamespace, type DealCategory, type MessageValues, type Translator } from '@dadeal/core';
import { widgets as english } from '@dadeal/core/i18n/generated/en.js';

/** The texts without arguments: each the catalogue's key of the same name. */
type PlainText = 'featured' | 'featuredDeals' | 'allDeals' | 'seeDetails' | 'searchPlaceholder' | 'searchLabel' | 'categoryLabel' | 'allCategories' | 'tabsLabel' | 'soldOut' | 'dealUnavailable' | 'claimDeal' | 'claiming' | 'businessAccount' | 'share' | 'close' | 'addFavorite' | 'removeFavorite' | 'linkCopied' | 'linkCopiedBody' | 'copyByHand' | 'signInPrompt' | 'signIn' | 'claimOnSite' | 'openOnSite' | 'claimStepLoading' | 'claimStepFailed' | 'businessDetails' | 'contact' | 'noDeals' | 'noMatches' | 'didYouMean' | 'suggestionsLabel' | 'tryCategory' | 'noFeatured' | 'loadFailed' | 'dealLoadFailed' | 'dealGone' | 'tryLater' | 'checkConnection' | 'partnerRule' | 'retry' | 'terms' | 'endingSoon' | 'nearMe' | 'mapView' | 'noneRemaining' | 'originalPrice' | 'businessCannotClaim' | 'where' | 'directions' | 'openingHours' | 'ratingNew' | 'rating' | 'reviewsHeading';

/** The texts with arguments, as functions: each formats the catalogue's key of the same name with these values. */
interface FormattedTexts {
  ends: (date: string) => string;
  endsAt: (date: string, time: string) => string;
  endsIn: (clock: string) => string;
  ended: (date: string) => string;
  percentOff: (n: number) => string;
  youSave: (amount: string) => string;
  left: (n: number) => string;
  dealImage: (title: string) => string;
  directionsTo: (place: string) => string;
  away: (distance: string) => string;
  remaining: (left: number, total: number) => string;
  ratingLabel: (average: string, count: number) => string;
  verifiedVisit: (date: string) => string;
  replyFrom: (company: string) => string;
  stars: (n: number) => string;
  /** The grouped keys: `dealCategory.Weekly` is dealCategory('Weekly'). */
  dealCategory: (category: DealCategory) => string;
  dealCategoryTitle: (category: DealCategory) => string;
  businessCategoryLabel: (category: BusinessCategory) => string;
  businessCategoryName: (category: BusinessCategory) => string;
}

export type WidgetTexts = Record<PlainText, string> & FormattedTexts;

/**
 * The names of each formatted text's values, in the order of its arguments (a table rather than a function each: the
 * standalone script carries it, docs/decisions/0031-…); a grouped key's function takes the key's last part.
 */
const ARGUMENTS: Record<Exclude<keyof FormattedTexts, (typeof GROUPS)[number]>, string> = {
  ends: 'date', endsAt: 'date time', endsIn: 'clock', ended: 'date', percentOff: 'n', youSave: 'amount', left: 'n',
  dealImage: 'title', directionsTo: 'place', away: 'distance', remaining: 'left total', ratingLabel: 'average count',
  verifiedVisit: 'date', replyFrom: 'company', stars: 'n',
};
const GROUPS = ['dealCategory', 'dealCategoryTitle', 'businessCategoryLabel', 'businessCategoryName'] as const;

/**
 * The widgets' words over a language's translator (one whose catalogue has the `widgets` namespace): one text for each
 * key of `words` (English's namespace; the standalone script's holds only what its first render shows, so the deal
 * dialog, an on-demand part, passes its own: elements/EmbedDialog.tsx).
 */
export function widgetTexts(translator: Pick<Translator, 't'>, words: CompiledNamespace = english): WidgetTexts {
  const w = (key: string, values?: MessageValues) => translator.t(`widgets.${key}` as never, values);
  const texts: Record<string, unknown> = {};
  // Every key of the namespace without a dot (the grouped ones, like `dealCategoryTitle.Weekly`, are functions), but
  // those with arguments: formatting `left` or `remaining` without their numbers made the page's first Intl number
  // and plural formatters while the modules were evaluated (45 ms of that task at 4× slowdown on the home page).
  for (const key of Object.keys(words)) if (!key.includes('.') && !(key in ARGUMENTS)) texts[key] = w(key);
  for (const [key, names] of Object.entries(ARGUMENTS)) {
    texts[key] = (...values: Array<string | number>) => w(key, Object.fromEntries(names.split(' ').map((name, i) => [name, values[i]!])));
  }
  for (const group of GROUPS) texts[group] = (value: string) => w(`${group}.${value}`);
  return texts as WidgetTexts;
}

/**
 * The English words: core's formatter over the compiled English namespace, read by its keys (what createTranslator
 * does for every namespace of a catalogue, without building its table: the standalone script carries this).
 */
export const TEXTS: WidgetTexts = /* #__PURE__ */ widgetTexts({
  t: (key: string, values?: MessageValues) => formatMessage(english[key.slice('widgets.'.length)]!, values ?? {}, LANGUAGE_LOCALES.en),
});
