// The report form's words (core's `site.report.*`), loaded with the deal dialog's review list, read in the visitor's
// language when read.
import type { ReviewReportReason } from '@dadeal/core';
import { site as reportWords } from '@dadeal/core/i18n/generated/en.site.report.js';
import { addEnglish, t } from '../i18n/i18n.js';

addEnglish(reportWords);

export const REPORT = {
  get open() { return t('report.open'); },
  review: (name: string) => t('report.review', { name }),
  reply: (company: string) => t('report.reply', { company }),
  get title() { return t('report.title'); },
  reason: (reason: ReviewReportReason) => t(`report.reason.${reason}`),
  get send() { return t('report.send'); },
  get sending() { return t('report.sending'); },
  get cancel() { return t('report.cancel'); },
  get chooseReason() { return t('report.chooseReason'); },
  get done() { return t('report.done'); },
};
