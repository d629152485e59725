// A coupon as files to keep it where deal hunters keep their tickets: an iCalendar entry at the
// deal's end with reminders before it (RFC 5545, by ical-generator: CRLF, folding, escaping), and a signed Apple Wallet
// pass with the QR code (passkit-generator: pass.json, manifest of SHA-1 hashes, PKCS#7 detached signature).
import { readFileSync } from 'node:fs';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { directionsUrl, formatPrice, placeAddress, type Coupon } from '@dadeal/core';
import type { AppleWalletConfig } from './wallet-config.js';

/** Reminders before the deal ends (seconds before it): a day ahead, and two hours ahead. */
export const CALENDAR_REMINDERS_S = [24 * 3600, 2 * 3600];

/** The colours of the site's mark (site/public/favicon.svg): sea teal, sun yellow, white text. */
const PASS_COLORS = { backgroundColor: 'rgb(11, 110, 120)', foregroundColor: 'rgb(255, 255, 255)', labelColor: 'rgb(251, 191, 36)' };

const PASS_ASSETS = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png'];
let assets: Record<string, Buffer> | null = null;
/** The pass's pictures (the site's mark, drawn at Apple's sizes), read once, beside this file (in the build too). */
function passAssets(): Record<string, Buffer> {
  assets ??= Object.fromEntries(PASS_ASSETS.map((name) => [name, readFileSync(new URL(`./pass-assets/${name}`, import.meta.url))]));
  return assets;
}

const companyOf = (coupon: Coupon) => coupon.deal.business?.companyName ?? 'the business';
const couponsPage = (publicUrl: string) => `${publicUrl}/user-dashboard?tab=coupons`;

/** The coupon's calendar entry: at the deal's end ("the last moment to use it"), with CALENDAR_REMINDERS_S before it. */
export function couponCalendar(coupon: Coupon, publicUrl: string, now = new Date()): string {
  const { deal } = coupon;
  const company = companyOf(coupon);
  const calendar = ical({
    prodId: { company: 'Da Deal!', product: 'Coupons', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: 'Da Deal! coupons',
  });
  const summary = `Coupon ends: ${deal.title} (${company})`;
  const place = deal.places?.[0];
  calendar.createEvent({
    id: `dadeal-coupon-${coupon.id}@${new URL(publicUrl).host}`,
    stamp: now,
    // A moment, not a span: the deal's end. No DTEND (RFC 5545 §3.6.1: the event ends when it starts).
    start: new Date(deal.endDate),
    summary,
    description: [
      `Show coupon ${coupon.couponCode} at ${company} before this time: ${formatPrice(deal.dealPrice)} instead of ${formatPrice(deal.originalPrice)}.`,
      ...(place ? [`Where: ${placeAddress(place)}`, `Directions: ${directionsUrl(place, 'google')}`] : []),
      `Your coupons: ${couponsPage(publicUrl)}`,
    ].join('\n'),
    // LOCATION (the company and the address) and GEO (its pin) when the business gave a place: calendars show a map.
    location: place
      ? { title: company, address: placeAddress(place), geo: { lat: place.latitude, lon: place.longitude } }
      : company,
    url: couponsPage(publicUrl),
    transparency: ICalEventTransparency.TRANSPARENT,
    alarms: CALENDAR_REMINDERS_S.map((before) => ({ type: ICalAlarmType.display, trigger: before, description: summary })),
  });
  // RFC 5545 §3.1: every content line ends in CRLF, the last one too (ical-generator joins them and stops there).
  return `${calendar.toString()}\r\n`;
}

/**
 * The coupon as a signed Apple Wallet pass (.pkpass): a coupon-style pass with the QR code the counter scans.
 * passkit-generator (with joi, its schemas' checker) is loaded at the first pass, not at every start: ~0.25 s of CPU and
 * ~22 MB that a server without Apple Wallet, and every start, paid for nothing (bench/RESULTS.md, "Start").
 */
export async function couponPass(coupon: Coupon, wallet: AppleWalletConfig, publicUrl: string): Promise<Buffer> {
  const { PKPass, PassType } = await import('passkit-generator');
  const { deal } = coupon;
  const company = companyOf(coupon);
  const end = new Date(deal.endDate);
  const pass = new PKPass(
    passAssets(),
    { signerCert: wallet.signerCert, signerKey: wallet.signerKey, wwdr: wallet.wwdr },
    {
      formatVersion: 1,
      passTypeIdentifier: wallet.passTypeId,
      teamIdentifier: wallet.teamId,
      organizationName: 'Da Deal!',
      serialNumber: `dadeal-coupon-${coupon.id}`,
      description: `Da Deal! coupon: ${deal.title} at ${company}`,
      logoText: 'Da Deal!',
      // One coupon per deal hunter: the holder's, not to be passed on.
      sharingProhibited: true,
      ...PASS_COLORS,
    },
  );
  const style = new PassType('coupon');
  pass.types.push(style);
  style.primaryFields.push({ key: 'offer', label: company, value: deal.title });
  style.secondaryFields.push(
    { key: 'price', label: 'DEAL PRICE', value: formatPrice(deal.dealPrice) },
    { key: 'was', label: 'INSTEAD OF', value: formatPrice(deal.originalPrice) },
  );
  style.auxiliaryFields.push(
    { key: 'ends', label: 'ENDS', value: end, dateStyle: 'PKDateStyleMedium', timeStyle: 'PKDateStyleShort' },
    { key: 'code', label: 'COUPON CODE', value: coupon.couponCode },
  );
  style.backFields.push(
    { key: 'how', label: 'How to use it', value: `Show this pass at ${company} before the deal ends: they scan the QR code or type the code ${coupon.couponCode}.` },
    { key: 'details', label: 'The deal', value: deal.description },
    ...(deal.termsConditions ? [{ key: 'terms', label: 'Terms & Conditions', value: deal.termsConditions }] : []),
    { key: 'coupons', label: 'Your coupons', value: couponsPage(publicUrl) },
  );
  // The business's places (Wallet keeps at most 10): the pass comes up on the lock screen near one of them.
  const places = (deal.places ?? []).slice(0, 10);
  if (places.length) {
    pass.setLocations(...places.map((p) => ({ latitude: p.latitude, longitude: p.longitude, relevantText: `${deal.title} at ${p.name ?? company}` })));
    style.backFields.push({ key: 'where', label: 'Where', value: places.map((p) => `${p.name ? `${p.name}: ` : ''}${placeAddress(p)}`).join('\n') });
  }
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: coupon.couponCode, messageEncoding: 'iso-8859-1', altText: coupon.couponCode });
  // The deal's end as the relevant date (iOS up to 17 reads relevantDate, iOS 18 on relevantDates): Wallet brings the
  // pass forward as the end approaches, and greys it out once the deal has ended (expirationDate).
  pass.setRelevantDate(end);
  pass.setRelevantDates([{ relevantDate: end }]);
  pass.setExpirationDate(end);
  return pass.getAsBuffer();
}
