// Verified reviews' words on the site (rating a visit, the business's answers): core's `site.reviews.*`, read in the
// visitor's language when read. The dialog's list uses the widgets' words (reviewsHeading, verifiedVisit…).
import { addEnglish, t } from '../i18n/i18n.js';
import { site as reviewWords } from '@dadeal/core/i18n/generated/en.site.reviews.js';

addEnglish(reviewWords);

export const REVIEWS = {
  get rateVisit() { return t('reviews.rateVisit'); },
  rateTitle: (company: string) => t('reviews.rateTitle', { company }),
  get yourRating() { return t('reviews.yourRating'); },
  star: (n: number) => t('reviews.star', { n }),
  get textLabel() { return t('reviews.textLabel'); },
  get publish() { return t('reviews.publish'); },
  get saving() { return t('reviews.saving'); },
  get cancel() { return t('reviews.cancel'); },
  get yourReview() { return t('reviews.yourReview'); },
  get edit() { return t('reviews.edit'); },
  get delete() { return t('reviews.delete'); },
  editableUntil: (date: string) => t('reviews.editableUntil', { date }),
  get hidden() { return t('reviews.hidden'); },
  get sectionTitle() { return t('reviews.sectionTitle'); },
  get yourBusinessRating() { return t('reviews.yourBusinessRating'); },
  get byMonth() { return t('reviews.byMonth'); },
  monthLine: (month: string, count: number, average: string) => t('reviews.monthLine', { month, count, average }),
  awaiting: (count: number) => t('reviews.awaiting', { count }),
  get reply() { return t('reviews.reply'); },
  get editReply() { return t('reviews.editReply'); },
  get replyLabel() { return t('reviews.replyLabel'); },
  get publishReply() { return t('reviews.publishReply'); },
  get noReviews() { return t('reviews.noReviews'); },
};
