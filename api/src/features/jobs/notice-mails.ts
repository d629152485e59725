// The notice mails of the scheduled jobs: plain text first (what the outbox log shows), a simple HTML twin, and on every
// one the unsubscribe link in the footer and the RFC 8058 headers, so mail clients offer one-click unsubscribe. Words
// from core's catalogues (`mail`, `notices`) in the recipient's language.
import { percentOff, type Language, type NoticeList, type Translator } from '@dadeal/core';
import type { Mail } from '../mail/mailer.js';
import { escape } from '../mail/templates.js';
import { mailTranslator } from '../mail/translators.js';
import { unsubscribeLinks, unsubscribeToken } from './unsubscribe-token.js';

export interface Recipient {
  userId: number;
  email: string;
  firstName: string;
  /** The account's language (English when not given). */
  language?: Language;
}

export interface NoticeDeal {
  id: number;
  title: string;
  companyName: string;
  dealPrice: string;
  originalPrice: string;
  endDate: Date;
}

export interface MailContext {
  publicUrl: string;
  jwtSecret: string;
}

/** Times are written in UTC, the product's one clock (see docs/reference/api.md, "UTC days"), with the zone named. */
const formats = new Map<string, Intl.DateTimeFormat>();
export const formatEnd = (date: Date, locale = 'en-US') => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short',
    });
    formats.set(locale, format);
  }
  return format.format(date);
};

const base = (ctx: MailContext) => ctx.publicUrl.replace(/\/$/, '');
export const dealUrl = (ctx: MailContext, dealId: number) => `${base(ctx)}/?deal=${dealId}`;
export const couponUrl = (ctx: MailContext, couponId: number) => `${base(ctx)}/user-dashboard?tab=coupons&coupon=${couponId}`;
const settingsUrl = (ctx: MailContext) => `${base(ctx)}/user-dashboard?tab=settings`;

interface Block {
  text: string;
  href?: string;
  label?: string;
}

function noticeMail(ctx: MailContext, t: Translator, to: Recipient, list: NoticeList, subject: string, blocks: Block[]): Mail {
  const links = unsubscribeLinks(ctx.publicUrl, unsubscribeToken(ctx.jwtSecret, to.userId, list));
  const label = t.t(`notices.label.${list}`);
  const settings = t.t('mail.noticeSettings');
  const footer = t.t('mail.noticeWhy', { list: label, settings: `${settings} (${settingsUrl(ctx)})` });
  const greeting = t.t('mail.greeting', { firstName: to.firstName });
  const text = [
    greeting,
    ...blocks.map((b) => (b.href ? `${b.text}\n${b.href}` : b.text)),
    `--\n${footer}\n${t.t('mail.unsubscribeOneClick', { url: links.page })}`,
  ].join('\n\n');
  // The footer's sentence with the settings as a link: the sentence escaped around a marker, the link put in its place.
  const MARK = '\u0000';
  const [before, after = ''] = t.t('mail.noticeWhy', { list: label, settings: MARK }).split(MARK);
  const html = [
    '<div style="font-family:system-ui,sans-serif;max-width:560px">',
    `<p>${escape(greeting)}</p>`,
    ...blocks.map((b) => {
      const text = escape(b.text).replace(/\n/g, '<br>');
      return b.href ? `<p>${text}<br><a href="${escape(b.href)}" style="color:#0e7490">${escape(b.label ?? b.href)}</a></p>` : `<p>${text}</p>`;
    }),
    `<p style="color:#666;font-size:13px">${escape(before)}` +
      `<a href="${escape(settingsUrl(ctx))}" style="color:#666">${escape(settings)}</a>${escape(after)} ` +
      `<a href="${escape(links.page)}" style="color:#666">${escape(t.t('mail.unsubscribe'))}</a></p>`,
    `<p style="color:#666">${escape(t.t('mail.signature'))}</p></div>`,
  ].join('');
  return {
    to: to.email,
    subject,
    text: `${text}\n`,
    html,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function couponReminderMail(
  ctx: MailContext,
  to: Recipient,
  coupon: { id: number; couponCode: string; dealId: number; title: string; companyName: string; endDate: Date },
): Mail {
  const t = mailTranslator(to.language);
  const end = formatEnd(coupon.endDate, t.locale);
  const values = { title: coupon.title, company: coupon.companyName, end };
  return noticeMail(ctx, t, to, 'coupon-reminders', t.t('mail.reminderSubject', values), [
    { text: t.t('mail.reminderBody', values) },
    { text: t.t('mail.couponCodeLine', { code: coupon.couponCode }) },
    { text: t.t('mail.reminderShow', values), href: couponUrl(ctx, coupon.id), label: t.t('mail.openMyCoupon') },
  ]);
}

const priceLine = (t: Translator, deal: NoticeDeal) => t.t('mail.priceLine', {
  price: `$${deal.dealPrice}`,
  original: `$${deal.originalPrice}`,
  percent: percentOff(deal.originalPrice, deal.dealPrice),
  end: formatEnd(deal.endDate, t.locale),
});

export function dealDigestMail(ctx: MailContext, to: Recipient, deals: NoticeDeal[], more: number): Mail {
  const t = mailTranslator(to.language);
  const subject = t.t('mail.digestSubject', { count: deals.length + more, company: deals[0].companyName });
  return noticeMail(ctx, t, to, 'deal-alerts', subject, [
    { text: t.t('mail.digestIntro') },
    ...deals.map((d) => ({ text: `${d.title} — ${d.companyName}\n${priceLine(t, d)}`, href: dealUrl(ctx, d.id), label: t.t('mail.seeDeal') })),
    ...(more ? [{ text: t.t('mail.andMore', { count: more }), href: `${base(ctx)}/`, label: t.t('mail.browseDeals') }] : []),
  ]);
}

export function lastMinuteMail(ctx: MailContext, to: Recipient, deal: NoticeDeal & { remaining: number }): Mail {
  const t = mailTranslator(to.language);
  return noticeMail(ctx, t, to, 'last-minute-alerts', t.t('mail.lastMinuteSubject', { title: deal.title }), [
    { text: t.t('mail.lastMinuteBody', { company: deal.companyName, title: deal.title }) },
    { text: `${priceLine(t, deal)}. ${t.t('mail.couponsLeft', { count: deal.remaining })}`, href: dealUrl(ctx, deal.id), label: t.t('mail.claimOnSite') },
  ]);
}

/** A day after a redemption: rate the visit (verified reviews), once per coupon. */
export function reviewRequestMail(ctx: MailContext, to: Recipient, coupon: { id: number; title: string; companyName: string }): Mail {
  const t = mailTranslator(to.language);
  const values = { title: coupon.title, company: coupon.companyName };
  return noticeMail(ctx, t, to, 'review-requests', t.t('mail.reviewRequestSubject', values), [
    { text: t.t('mail.reviewRequestBody', values), href: `${couponUrl(ctx, coupon.id)}&rate=1`, label: t.t('mail.rateYourVisit') },
  ]);
}

/** The owner's daily digest of the new reviews of its business. */
export function reviewDigestMail(
  ctx: MailContext,
  to: Recipient,
  companyName: string,
  reviews: Array<{ rating: number; reviewerName: string; text: string | null }>,
): Mail {
  const t = mailTranslator(to.language);
  return noticeMail(ctx, t, to, 'review-digest', t.t('mail.reviewDigestSubject', { count: reviews.length, company: companyName }), [
    { text: t.t('mail.reviewDigestIntro') },
    ...reviews.map((r) => ({ text: [t.t('mail.reviewDigestLine', { rating: r.rating, name: r.reviewerName }), r.text].filter(Boolean).join('\n') })),
    { text: '', href: `${base(ctx)}/business-dashboard?tab=reviews`, label: t.t('mail.replyInDashboard') },
  ]);
}
