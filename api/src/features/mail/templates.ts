// The product's e-mails. Plain text first (what the outbox log shows), with a simple HTML twin.
import type { Mail } from './mailer.js';

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escape(link.href)}" style="background:#0e7490;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;max-width:560px">${body}${button}<p style="color:#666">Da Deal! — Find Da Deal!</p></div>`;
}

/** A mail whose point is one link: the paragraphs, then the link (as text and as a button). */
function linkMail(to: string, subject: string, lines: string[], href: string, label: string): Mail {
  return { to, subject, text: `${lines.join('\n\n')}\n\n${href}\n`, html: html(lines, { href, label }) };
}

export function verificationMail(to: string, firstName: string, link: string): Mail {
  return linkMail(to, 'Verify your email for Da Deal!', [
    `Hi ${firstName},`,
    'Welcome to Da Deal! Please confirm your email address to start claiming deals. The link works once and expires in 24 hours.',
  ], link, 'Verify my email');
}

export function resetMail(to: string, firstName: string, link: string): Mail {
  return linkMail(to, 'Reset your Da Deal! password', [
    `Hi ${firstName},`,
    'Someone asked to reset the password of your Da Deal! account. If it was you, use the link below: it works once and expires in 1 hour. If not, ignore this email.',
  ], link, 'Reset my password');
}

/** For accounts created by our staff: choose a password to sign in for the first time. */
export function inviteMail(to: string, firstName: string, link: string): Mail {
  return linkMail(to, 'Welcome to Da Deal! Choose your password', [
    `Hi ${firstName},`,
    'Your Da Deal! account is ready. Choose your password with the link below to sign in and publish your deals: it works once and expires in 7 days.',
  ], link, 'Choose my password');
}

/** A business invites someone to its counter (issue 20): the link sets their password, once, within 7 days. */
export function staffInviteMail(to: string, firstName: string, companyName: string, link: string): Mail {
  // A company name may hold a line break (free text): never in a header.
  return linkMail(to, `${companyName.replace(/\s+/g, ' ')} invites you to redeem coupons on Da Deal!`, [
    `Hi ${firstName},`,
    `${companyName} has added you to its staff on Da Deal!, to redeem customers' coupons at the counter. Choose your password with the link below, then sign in: you will land on the Counter page. The link works once and expires in 7 days.`,
  ], link, 'Choose my password');
}

export function contactMail(to: string, message: { name: string; email: string; userType: string; subject: string; message: string }): Mail {
  const lines = [`From: ${message.name} <${message.email}> (${message.userType})`, `Subject: ${message.subject}`, message.message];
  return { to, subject: `[Contact] ${message.subject}`, text: lines.join('\n\n'), html: html(lines) };
}

/** The code a partner's widget asks for to claim in place (issue 23): six digits, once, within 10 minutes. */
export function claimCodeMail(to: string, code: string, dealTitle: string): Mail {
  const lines = [
    `Your Da Deal! code: ${code}`,
    `Type it where you are claiming "${dealTitle.replace(/\s+/g, ' ')}". It works once and expires in 10 minutes. If you did not ask for it, ignore this email.`,
  ];
  return { to, subject: `${code} is your Da Deal! code`, text: lines.join('\n\n'), html: html(lines) };
}

/** The coupon just claimed in a partner's widget, also kept in the account's My Coupons. */
export function claimedCouponMail(to: string, firstName: string, coupon: { couponCode: string; dealTitle: string; companyName: string }, link: string): Mail {
  return linkMail(to, `Your coupon for ${coupon.dealTitle.replace(/\s+/g, ' ')}`, [
    `Hi ${firstName},`,
    `Your coupon for "${coupon.dealTitle}" at ${coupon.companyName}: ${coupon.couponCode}`,
    'Show this code (or its QR code in My Coupons) at the counter. Your coupon is also in My Coupons on Da Deal!',
  ], link, 'Open My Coupons');
}
