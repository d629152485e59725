// Where an embed talks to: `api-base`, else the origin the script came from (CONTRACT §5).
import { trimBase } from '../client/deals-client.js';

let scriptOrigin = '';

/** Called once by the standalone script with its own URL. */
export function setScriptOrigin(src: string | null | undefined): void {
  try {
    scriptOrigin = src ? new URL(src).origin : '';
  } catch {
    scriptOrigin = '';
  }
}

export function apiBaseFor(attribute: string | undefined): string {
  return trimBase(attribute) || scriptOrigin;
}

/** PUBLIC_URL for "Claim Deal": `public-url`, else `api-base`, else the script's origin, else this page. */
export function publicUrlFor(publicUrl: string | undefined, apiBase: string): string {
  return trimBase(publicUrl) || apiBase || scriptOrigin || window.location.origin;
}

/**
 * The deal on the main site; the site opens its detail dialog on load (CONTRACT §5). A partner slug (the `partner`
 * attribute, already normalised) rides along as `&ref=`, so the claim is counted for that partner.
 */
export function dealPageUrl(publicUrl: string, dealId: number, partner?: string | null): string {
  const ref = partner ? `&ref=${encodeURIComponent(partner)}` : '';
  return `${publicUrl}/?deal=${encodeURIComponent(String(dealId))}${ref}`;
}

