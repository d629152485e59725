// Coupon codes: 60 random bits in an alphabet without look-alikes (no 0/O, 1/I), grouped for reading aloud: "K7QF-3MZP-9XDA".
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function generateCouponCode(): string {
  let raw = '';
  for (let i = 0; i < 12; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/** Reads a code as a person types it (lower case, spaces, missing dashes) → the stored form, or null. */
export function normalizeCouponCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[2-9A-HJ-NP-Z]{12}$/.test(raw)) return null;
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}
