// The notice mails of the scheduled jobs: plain text first (what the outbox log shows), a simple HTML twin, and on every
// one the unsubscribe link in the footer and the RFC 8058 headers, so mail clients offer one-click unsubscribe.
import { percentOff, NOTICE_LABELS, type NoticeList } from '@dadeal/core';
import type { Mail } from '../mail/mailer.js';
import { escape } from '../mail/templates.js';
import { unsubscribeLinks, unsubscribeToken } from './unsubscribe-token.js';

export interface Recipient {
  userId: number;
  email: string;
  firstName: string;
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

/** Times are written in UTC, the product's one clock (see api/README, "UTC days"), with the zone named. */
const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short',
});
export const formatEnd = (date: Date) => when.format(date);

const base = (ctx: MailContext) => ctx.publicUrl.replace(/\/$/, '');
export const dealUrl = (ctx: MailContext, dealId: number) => `${base(ctx)}/?deal=${dealId}`;
export const couponUrl = (ctx: MailContext, couponId: number) => `${base(ctx)}/user-dashboard?tab=coupons&coupon=${couponId}`;
const settingsUrl = (ctx: MailContext) => `${base(ctx)}/user-dashboard?tab=settings`;

interface Block {
  text: string;
  href?: string;
  label?: string;
}

function noticeMail(ctx: MailContext, to: Recipient, list: NoticeList, subject: string, blocks: Block[]): Mail {
  const links = unsubscribeLinks(ctx.publicUrl, unsubscribeToken(ctx.jwtSecret, to.userId, list));
  const footer = `You get this e-mail because ${NOTICE_LABELS[list]} are on in your Da Deal! settings (${settingsUrl(ctx)}).`;
  const text = [
    `Hi ${to.firstName},`,
    ...blocks.map((b) => (b.href ? `${b.text}\n${b.href}` : b.text)),
    `--\n${footer}\nUnsubscribe with one click: ${links.page}`,
  ].join('\n\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;max-width:560px">',
    `<p>Hi ${escape(to.firstName)},</p>`,
    ...blocks.map((b) => {
      const text = escape(b.text).replace(/\n/g, '<br>');
      return b.href ? `<p>${text}<br><a href="${escape(b.href)}" style="color:#0e7490">${escape(b.label ?? b.href)}</a></p>` : `<p>${text}</p>`;
    }),
    `<p style="color:#666;font-size:13px">You get this e-mail because ${escape(NOTICE_LABELS[list])} are on in your ` +
      `<a href="${escape(settingsUrl(ctx))}" style="color:#666">Da Deal! settings</a>. ` +
      `<a href="${escape(links.page)}" style="color:#666">Unsubscribe</a></p>`,
    '<p style="color:#666">Da Deal! — Find Da Deal!</p></div>',
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
  const end = formatEnd(coupon.endDate);
  return noticeMail(ctx, to, 'coupon-reminders', `Your coupon for ${coupon.title} expires ${end}`, [
    { text: `Your coupon for "${coupon.title}" at ${coupon.companyName} has not been used yet, and the deal ends ${end}.` },
    { text: `Coupon code: ${coupon.couponCode}` },
    { text: `Show it at ${coupon.companyName} before then. Your coupon, with its QR code:`, href: couponUrl(ctx, coupon.id), label: 'Open my coupon' },
  ]);
}

const priceLine = (deal: NoticeDeal) =>
  `$${deal.dealPrice} instead of $${deal.originalPrice} (${percentOff(deal.originalPrice, deal.dealPrice)}% off), ends ${formatEnd(deal.endDate)}`;

export function dealDigestMail(ctx: MailContext, to: Recipient, deals: NoticeDeal[], more: number): Mail {
  const subject = deals.length + more === 1 ? `New deal from ${deals[0].companyName}` : `${deals.length + more} new deals from places you saved`;
  return noticeMail(ctx, to, 'deal-alerts', subject, [
    { text: 'New deals from businesses whose deals you saved:' },
    ...deals.map((d) => ({ text: `${d.title} — ${d.companyName}\n${priceLine(d)}`, href: dealUrl(ctx, d.id), label: 'See the deal' })),
    ...(more ? [{ text: `And ${more} more on Da Deal!`, href: `${base(ctx)}/`, label: 'Browse deals' }] : []),
  ]);
}

export function lastMinuteMail(ctx: MailContext, to: Recipient, deal: NoticeDeal & { remaining: number }): Mail {
  return noticeMail(ctx, to, 'last-minute-alerts', `Last-minute deal: ${deal.title}`, [
    { text: `${deal.companyName} just published a last-minute deal: ${deal.title}.` },
    { text: `${priceLine(deal)}. ${deal.remaining} coupon${deal.remaining === 1 ? '' : 's'} left.`, href: dealUrl(ctx, deal.id), label: 'Claim it on Da Deal!' },
  ]);
}
