// What every element shares: its client, lazy start near the viewport, its stylesheet and price locale, the detail
// dialog (and its view beacon), the page events (`dadeal:select`, `:load`, `:error`, `:claim`) and the one warning
// about an attribute value it does not know.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { normalizePartnerRef, type Deal } from '@dadeal/core';
import { createDealsClient, recordDealView, type DealsClient } from '../client/deals-client.js';
import { useLiveDeal } from '../hooks/use-live-deals.js';
import { DealDialog } from '../DealDialog/DealDialog.js';
import { ClaimSlot } from './ClaimSlot.js';
import { hasClaimStep } from './claim-step-loader.js';
import { TEXTS, type WidgetTexts } from '../texts/texts.js';
import type { WidgetLanguage } from '../texts/use-texts.js';
import { useLanguage } from './widget-language.js';
import { apiBaseFor, dealPageUrl, publicUrlFor } from './embed-config.js';
import { adoptWidgetStyles } from './shadow-styles.js';

/** The `dadeal:select` and `dadeal:claim-start` events' detail. */
export interface SelectDetail {
  dealId: number;
}

/** `dadeal:claim`: a coupon claimed in the widget (`couponId`), or Claim Deal followed to the site (no couponId). */
export interface ClaimDetail {
  dealId: number;
  couponId?: number;
}

/** `dadeal:load`: how many deals the element shows after a read (first load, a filter change, a refresh). */
export interface LoadDetail {
  count: number;
}

/** `dadeal:error`: a read failed; `message` is the API's `status: body` (or the network error), `status` the HTTP one. */
export interface ErrorDetail {
  message: string;
  status?: number;
}

/** Attributes every element takes, plus what r2wc hands in (the shadow root, the event dispatchers). */
export interface EmbedProps {
  apiBase?: string;
  publicUrl?: string;
  theme?: string;
  /** A partner's slug: Claim Deal links carry it as `&ref=`, so the business sees the claims it brought. */
  partner?: string;
  /** The locale prices and dates are shown in (prices stay US dollars): default the language's (`lang`). */
  locale?: string;
  /** The widget's language (issue 21): en, es, fr, de, ja; default the page's `<html lang>`, else the browser's. */
  lang?: string;
  container?: ShadowRoot | HTMLElement;
  'onDadeal:select'?: (detail: SelectDetail) => void;
  'onDadeal:load'?: (detail: LoadDetail) => void;
  'onDadeal:error'?: (detail: ErrorDetail) => void;
  'onDadeal:claim'?: (detail: ClaimDetail) => void;
  'onDadeal:claim-start'?: (detail: SelectDetail) => void;
}

/** An element starts fetching when it comes within this distance of the viewport. */
const NEAR_VIEWPORT = '400px 0px';

function useNearViewport(container: EmbedProps['container']): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    const host = container && 'host' in container ? container.host : container;
    if (!host) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(host);
    return () => observer.disconnect();
  }, [container, near]);
  return near;
}

export interface Embed {
  client: DealsClient;
  near: boolean;
  select: (deal: Deal) => void;
  dialog: ReactNode;
  /** The stylesheet was adopted into the shadow root; otherwise WidgetRoot renders it as a <style>. */
  adopted: boolean;
  locale: string | undefined;
  /** The words of the element's language; null while they load (WidgetRoot stays empty meanwhile). */
  language: WidgetLanguage | null;
  /** The same words, English until they are there. */
  texts: WidgetTexts;
}

export function useEmbed(props: EmbedProps): Embed {
  const apiBase = apiBaseFor(props.apiBase);
  const publicUrl = publicUrlFor(props.publicUrl, apiBase);
  const client = useMemo(() => createDealsClient({ apiBase }), [apiBase]);
  const near = useNearViewport(props.container);
  // Adopted during the first render, so the first paint is already styled.
  const [adopted] = useState(() => adoptWidgetStyles(props.container));
  const { choice, language } = useLanguage(props.lang);
  const partner = normalizePartnerRef(props.partner);
  useUnknownValueWarning(props.container, 'partner', props.partner, partner !== null, [TEXTS.partnerRule]);
  const [selected, setSelected] = useState<Deal | null>(null);
  const emitSelect = props['onDadeal:select'];
  const emitClaim = props['onDadeal:claim'];
  const emitClaimStart = props['onDadeal:claim-start'];
  // The deal whose claim step is open in the dialog (issue 23), if any.
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const select = useCallback(
    (deal: Deal) => {
      setSelected(deal);
      setClaimingId(null);
      // The business funnel's view, and the partner's (issue 23): once per deal per session.
      recordDealView(apiBase, deal.id, undefined, partner);
      emitSelect?.({ dealId: deal.id });
    },
    [emitSelect, apiBase, partner],
  );
  const claim = useCallback((deal: Deal) => emitClaim?.({ dealId: deal.id }), [emitClaim]);
  const startClaim = useCallback(
    (deal: Deal) => {
      setClaimingId(deal.id);
      emitClaimStart?.({ dealId: deal.id });
    },
    [emitClaimStart],
  );
  const close = useCallback(() => {
    setSelected(null);
    setClaimingId(null);
  }, []);
  const link = selected ? dealPageUrl(publicUrl, selected.id, partner) : undefined;
  // The open deal's count as it falls: a deal that sells out meanwhile turns Claim Deal into "Deal Unavailable".
  const shown = useLiveDeal(apiBase, selected);
  // Claim in place when the claim step can be loaded (the standalone script, issue 23); else the site's link.
  const dialog = hasClaimStep() ? (
    <DealDialog
      deal={shown}
      onClose={close}
      onClaim={startClaim}
      siteHref={link}
      shareUrl={link}
      claimPanel={shown && claimingId === shown.id ? (
        <ClaimSlot
          deal={shown}
          apiBase={apiBase}
          publicUrl={publicUrl}
          partner={partner}
          siteHref={link}
          onClaimed={(coupon) => emitClaim?.({ dealId: coupon.dealId, couponId: coupon.id })}
          onCancel={() => setClaimingId(null)}
        />
      ) : undefined}
    />
  ) : (
    <DealDialog deal={shown} onClose={close} claimHref={link} shareUrl={link} onClaimLink={claim} />
  );
  return { client, near, select, dialog, adopted, locale: props.locale?.trim() || choice.locale, language, texts: language?.texts ?? TEXTS };
}

/**
 * Tells the page about each read: `dadeal:load` with the number of deals shown when an answer arrives (a new
 * answer object each time), `dadeal:error` when a read fails.
 */
export function useReadEvents(props: EmbedProps, answer: Deal[] | Deal | null, error: Error | null): void {
  const emitLoad = props['onDadeal:load'];
  const emitError = props['onDadeal:error'];
  useEffect(() => {
    if (answer) emitLoad?.({ count: Array.isArray(answer) ? answer.length : 1 });
  }, [answer, emitLoad]);
  useEffect(() => {
    if (error) emitError?.({ message: error.message, status: httpStatusOf(error) });
  }, [error, emitError]);
}

/** The HTTP status of a client error ("404: …", spec §8); undefined for a network failure. */
export function httpStatusOf(error: Error): number | undefined {
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * What a partner's visitor reads when a read failed: never the raw "status: body" (that goes to `dadeal:error`), a
 * hint instead — check the connection when the request never reached us, else try again later.
 */
export function friendlyError(error: Error | null, texts: WidgetTexts = TEXTS): Error | null {
  if (!error) return null;
  return new Error(httpStatusOf(error) === undefined ? texts.checkConnection : texts.tryLater);
}

/**
 * One console warning per element and attribute when a value is not one it knows (it falls back to its default),
 * naming the values it takes. A page's console is where its developer looks; the visitor sees nothing.
 */
export function useUnknownValueWarning(
  container: EmbedProps['container'],
  attribute: string,
  value: string | undefined,
  known: boolean,
  allowed: readonly string[],
): void {
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current || known || !value?.trim()) return;
    warned.current = true;
    const host = container && 'host' in container ? container.host : container;
    const tag = host?.localName ?? 'dadeal widget';
    console.warn(`<${tag}>: unknown ${attribute}="${value}", ignored. Allowed: ${allowed.join(', ')}.`);
  }, [container, attribute, value, known, allowed]);
}

/** A positive whole number from an attribute, else undefined. */
export function limitFrom(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : undefined;
}
