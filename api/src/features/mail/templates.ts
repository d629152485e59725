// The product's e-mails. Plain text first (what the outbox log shows), with a simple HTML twin.
import type { Mail } from './mailer.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escape(link.href)}" style="background:#0e7490;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;max-width:560px">${body}${button}<p style="color:#666">Da Deal! — Find Da Deal!</p></div>`;
}

export function verificationMail(to: string, firstName: string, link: string): Mail {
  const lines = [
    `Hi ${firstName},`,
    'Welcome to Da Deal! Please confirm your email address to start claiming deals. The link works once and expires in 24 hours.',
  ];
  return {
    to,
    subject: 'Verify your email for Da Deal!',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: html(lines, { href: link, label: 'Verify my email' }),
  };
}

export function resetMail(to: string, firstName: string, link: string): Mail {
  const lines = [
    `Hi ${firstName},`,
    'Someone asked to reset the password of your Da Deal! account. If it was you, use the link below: it works once and expires in 1 hour. If not, ignore this email.',
  ];
  return {
    to,
    subject: 'Reset your Da Deal! password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: html(lines, { href: link, label: 'Reset my password' }),
  };
}

export function contactMail(to: string, message: { name: string; email: string; userType: string; subject: string; message: string }): Mail {
  const lines = [`From: ${message.name} <${message.email}> (${message.userType})`, `Subject: ${message.subject}`, message.message];
  return { to, subject: `[Contact] ${message.subject}`, text: lines.join('\n\n'), html: html(lines) };
}
