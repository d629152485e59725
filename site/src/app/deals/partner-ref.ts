// The partner page a visitor came from: a widget's Claim Deal link lands on `/?deal=ID&ref=SLUG`. The ref is kept per
// deal for the browser session (signing in reloads the page, and the claim may come later) and sent with that deal's
// claim, so the business sees how many claims each partner brought. A ref that is not a partner slug is dropped.
import { normalizePartnerRef } from '@dadeal/core';

export const PARTNER_REFS_KEY = 'dadeal:partner-refs';

type Refs = Record<string, string>;

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage refused (privacy modes): attribution is lost, the claim is not
  }
}

function read(storage: Storage | null): Refs {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PARTNER_REFS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Refs) : {};
  } catch {
    return {}; // a value someone else wrote under our key: start again
  }
}

/** Remembers the partner of a deal the visitor arrived at; the latest partner wins. Answers the kept slug. */
export function rememberPartnerRef(dealId: number, ref: unknown, storage: Storage | null = sessionStore()): string | null {
  const slug = normalizePartnerRef(ref);
  if (!slug || !storage) return slug;
  try {
    storage.setItem(PARTNER_REFS_KEY, JSON.stringify({ ...read(storage), [dealId]: slug }));
  } catch {
    // quota or a locked-down storage: the claim goes through unattributed
  }
  return slug;
}

/** The partner to credit with a claim of this deal, if the visitor came through one in this session. */
export function partnerRefFor(dealId: number, storage: Storage | null = sessionStore()): string | undefined {
  return normalizePartnerRef(read(storage)[dealId]) ?? undefined;
}
