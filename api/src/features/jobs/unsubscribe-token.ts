// The one-click unsubscribe links of the notice mails (RFC 8058): `<userId>.<list>.<signature>`, an HMAC-SHA256 under a
// key derived from JWT_SECRET, so a link works without signing in and cannot be made for another account or list.
// It does not expire: a mail read months later must still unsubscribe. Rotating JWT_SECRET voids old links (the
// page then says so and points to the settings tab).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_LISTS, type NoticeList } from '@dadeal/core';

const keyOf = (secret: string) => createHash('sha256').update(`dadeal unsubscribe\0${secret}`).digest();
const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, userId: number, list: NoticeList): string {
  const payload = `${userId}.${list}`;
  return `${payload}.${sign(keyOf(secret), payload)}`;
}

/** The account and list a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(secret: string, token: unknown): { userId: number; list: NoticeList } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([1-9][0-9]{0,9})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !NOTICE_LISTS.includes(match[2] as NoticeList)) return null;
  const expected = Buffer.from(sign(keyOf(secret), `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(match[1]), list: match[2] as NoticeList };
}

/** The address mail clients POST to (List-Unsubscribe) and the page a person opens (the link in the mail). */
export function unsubscribeLinks(publicUrl: string, token: string): { oneClick: string; page: string } {
  const base = publicUrl.replace(/\/$/, '');
  const q = `token=${encodeURIComponent(token)}`;
  return { oneClick: `${base}/api/unsubscribe?${q}`, page: `${base}/unsubscribe?${q}` };
}
