// The signature of a partner webhook delivery, Stripe-style: HMAC-SHA256 with the partner's secret
// over `${timestamp}.${rawBody}`, sent as `Dadeal-Signature: t=<unix seconds>,v1=<hex>`. The timestamp is inside
// what is signed, so a receiver that refuses old timestamps refuses replays (docs/integrating.md has the verifier).
import { createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'Dadeal-Signature';

export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signatureHeader(secret: string, rawBody: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

/** A new signing secret: 32 random bytes, prefixed so a partner can tell what it is. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** What the dashboard shows of a secret once it was handed over: enough to tell two apart. */
export const secretHint = (secret: string | null) => (secret ? `${secret.slice(0, 10)}…` : null);
