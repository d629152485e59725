// The product's e-mails. Plain text first (what the outbox log shows), with a simple HTML twin. Every text comes from
// core's catalogues (namespace `mail`) in the recipient's language: the account's `language`, English when
// no translator is given.
import { directionsUrl, placeAddress, type Place, type Translator } from '@dadeal/core';
import type { Mail } from './mailer.js';
import { mailTranslator } from './translators.js';

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The English translator, for mails to an address without an account (or callers that name no language). */
export const ENGLISH = mailTranslator('en');

function html(t: Translator, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escape(link.href)}" style="background:#0e7490;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;max-width:560px">${body}${button}<p style="color:#666">${escape(t.t('mail.signature'))}</p></div>`;
}

/** A mail whose point is one link: the paragraphs, then the link (as text and as a button). */
function linkMail(t: Translator, to: string, subject: string, lines: string[], href: string, label: string): Mail {
  return { to, subject, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(t, lines, { href, label }) };
}

/** One line for a mail header: free text (a title, a company name) may hold line breaks. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ');

export function verificationMail(to: string, firstName: string, link: string, t: Translator = ENGLISH): Mail {
  return linkMail(t, to, t.t('mail.verifySubject'), [t.t('mail.greeting', { firstName }), t.t('mail.verifyBody')], link, t.t('mail.verifyButton'));
}

export function resetMail(to: string, firstName: string, link: string, t: Translator = ENGLISH): Mail {
  return linkMail(t, to, t.t('mail.resetSubject'), [t.t('mail.greeting', { firstName }), t.t('mail.resetBody')], link, t.t('mail.resetButton'));
}

/** For accounts created by our staff: choose a password to sign in for the first time. */
export function inviteMail(to: string, firstName: string, link: string, t: Translator = ENGLISH): Mail {
  return linkMail(t, to, t.t('mail.inviteSubject'), [t.t('mail.greeting', { firstName }), t.t('mail.inviteBody')], link, t.t('mail.choosePasswordButton'));
}

/** A business invites someone to its counter: the link sets their password, once, within 7 days. */
export function staffInviteMail(to: string, firstName: string, companyName: string, link: string, t: Translator = ENGLISH): Mail {
  // A company name may hold a line break (free text): never in a header.
  return linkMail(t, to, t.t('mail.staffInviteSubject', { company: oneLine(companyName) }), [
    t.t('mail.greeting', { firstName }),
    t.t('mail.staffInviteBody', { company: companyName }),
  ], link, t.t('mail.choosePasswordButton'));
}

/** To our own team (MAIL_FROM's address), in English. */
export function contactMail(to: string, message: { name: string; email: string; userType: string; subject: string; message: string }): Mail {
  const lines = [`From: ${message.name} <${message.email}> (${message.userType})`, `Subject: ${message.subject}`, message.message];
  return { to, subject: `[Contact] ${message.subject}`, text: lines.join('\n\n'), html: html(ENGLISH, lines) };
}

/** The code a partner's widget asks for to claim in place: six digits, once, within 10 minutes. */
export function claimCodeMail(to: string, code: string, dealTitle: string, t: Translator = ENGLISH): Mail {
  const lines = [t.t('mail.claimCodeLine', { code }), t.t('mail.claimCodeBody', { title: oneLine(dealTitle) })];
  return { to, subject: t.t('mail.claimCodeSubject', { code }), text: lines.join('\n\n'), html: html(t, lines) };
}

/** The coupon just claimed in a partner's widget, also kept in the account's My Coupons. */
export function claimedCouponMail(
  to: string,
  firstName: string,
  coupon: { couponCode: string; dealTitle: string; companyName: string; place?: Place },
  link: string,
  t: Translator = ENGLISH,
): Mail {
  // Where to show it: the business's main place and a Directions link (Google Maps' universal link opens the app too).
  const where = coupon.place
    ? [t.t('mail.where', { address: placeAddress(coupon.place) }), t.t('mail.directions', { url: directionsUrl(coupon.place, 'google') })]
    : [];
  return linkMail(t, to, t.t('mail.claimedSubject', { title: oneLine(coupon.dealTitle) }), [
    t.t('mail.greeting', { firstName }),
    t.t('mail.claimedLine', { title: coupon.dealTitle, company: coupon.companyName, code: coupon.couponCode }),
    ...where,
    t.t('mail.claimedBody'),
  ], link, t.t('mail.openMyCoupons'));
}

/** An administrator hid a review (to its author) or a reply (to the business's owner), with the reason given. */
export function moderationMail(
  to: string,
  firstName: string,
  hidden: { part: 'review' | 'reply'; companyName: string; reviewerName: string; reason: string },
  t: Translator = ENGLISH,
): Mail {
  const values = { company: oneLine(hidden.companyName), name: hidden.reviewerName, reason: hidden.reason };
  const subject = hidden.part === 'review' ? t.t('mail.reviewHiddenSubject', values) : t.t('mail.replyHiddenSubject', values);
  const lines = [t.t('mail.greeting', { firstName }), hidden.part === 'review' ? t.t('mail.reviewHiddenBody', values) : t.t('mail.replyHiddenBody', values)];
  return { to, subject, text: `${lines.join('\n\n')}\n`, html: html(t, lines) };
}

/** The code that confirms an account's deletion (an account made by a widget's claim has no password its owner knows). */
export function deletionCodeMail(to: string, code: string, t: Translator = ENGLISH): Mail {
  const lines = [t.t('mail.claimCodeLine', { code }), t.t('mail.deletionCodeBody')];
  return { to, subject: t.t('mail.claimCodeSubject', { code }), text: lines.join('\n\n'), html: html(t, lines) };
}

/** Sent once the account is gone: what went, what stays and why (docs/decisions/0081). */
export function accountDeletedMail(to: string, firstName: string, kind: 'user' | 'business' | 'partner' | 'staff', t: Translator = ENGLISH): Mail {
  const kept = kind === 'business' ? t.t('mail.accountDeletedBusiness') : kind === 'partner' ? t.t('mail.accountDeletedPartner') : t.t('mail.accountDeletedUser');
  const lines = [t.t('mail.greeting', { firstName }), t.t('mail.accountDeletedBody'), kept, t.t('mail.accountDeletedLast')];
  return { to, subject: t.t('mail.accountDeletedSubject'), text: lines.join('\n\n'), html: html(t, lines) };
}
