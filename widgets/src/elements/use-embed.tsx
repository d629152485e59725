// What every element shares: its client, lazy start near the viewport, its stylesheet and price locale, the detail
// dialog (EmbedDialog: with its view beacon; an on-demand part of the standalone script), the page events
// (`dadeal:select`, `:load`, `:error`, `:claim`) and the one warning about an attribute value it does not know
// (warnings.ts: an on-demand part of the standalone script).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { HOME_REFRESH_MS, normalizePartnerRef, type Deal, type DealListQuery } from '@dadeal/core';
import { createDealsClient, type DealsClient } from '../client/deals-client.js';
import { useDeals, type DealsOptions } from '../hooks/use-deals.js';
import { useLiveDeals } from '../hooks/use-live-deals.js';
import { EmbedDialog } from './EmbedDialog.js';
import { TEXTS, type WidgetTexts } from '../texts/texts.js';
import type { WidgetLanguage } from '../texts/use-texts.js';
import { useLanguage } from './widget-language.js';
import { apiBaseFor, publicUrlFor } from './embed-config.js';
import { adoptWidgetStyles } from './shadow-styles.js';
import { warnUnknownValue, type CheckedAttribute } from './warnings.js';
import { embedCss } from '../styles.js';
import { WidgetRoot } from '../WidgetRoot/WidgetRoot.js';

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
  /** The widget's language: en, es, fr, de, ja; default the page's `<html lang>`, else the browser's. */
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
  useUnknownValueWarning(props.container, 'partner', props.partner, partner !== null);
  const [selected, setSelected] = useState<Deal | null>(null);
  const emitSelect = props['onDadeal:select'];
  const select = useCallback(
    (deal: Deal) => {
      setSelected(deal);
      emitSelect?.({ dealId: deal.id });
    },
    [emitSelect],
  );
  const close = useCallback(() => setSelected(null), []);
  // One dialog per opening (keyed by the deal): its claim step starts closed, its view is counted (once per session).
  const dialog = selected && (
    <EmbedDialog
      key={selected.id}
      deal={selected}
      apiBase={apiBase}
      publicUrl={publicUrl}
      partner={partner}
      onClose={close}
      onClaim={props['onDadeal:claim']}
      onClaimStart={props['onDadeal:claim-start']}
    />
  );
  return { client, near, select, dialog, adopted, locale: props.locale?.trim() || choice.locale, language, texts: language?.texts ?? TEXTS };
}

/** An element's root: its theme, its stylesheet (as a <style> where it could not be adopted), locale and words, and its dialog. */
export function EmbedRoot({ embed, theme, className, children }: { embed: Embed; theme?: string; className?: string; children: ReactNode }) {
  return (
    <WidgetRoot theme={theme} styles={embed.adopted ? undefined : embedCss} locale={embed.locale} language={embed.language} className={className}>
      {children}
      {embed.dialog}
    </WidgetRoot>
  );
}

/**
 * A list element's deals: read near the viewport, refreshed every 60 s and on focus (spec §4, §9), each read told to
 * the page, the remaining counts as they fall; what a grid takes, but its title and skeletons. `keep`: the last
 * answer stays on screen while this one loads when it says so (<dadeal-browser>'s new search of the same listing).
 */
export function useEmbedList(props: EmbedProps, embed: Embed, query: DealListQuery, keep?: DealsOptions['keep']) {
  const { data, loading, error, reload } = useDeals(embed.client, query, { enabled: embed.near, refreshMs: HOME_REFRESH_MS, refetchOnFocus: true, keep });
  useReadEvents(props, data, error);
  return { deals: useLiveDeals(embed.client.apiBase, data), loading, error: friendlyError(error, embed.texts), onRetry: reload, onSelect: embed.select };
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
 * naming the values it takes (warnings.ts).
 */
export function useUnknownValueWarning(container: EmbedProps['container'], attribute: CheckedAttribute, value: string | undefined, known: boolean): void {
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current || known || !value?.trim()) return;
    warned.current = true;
    const host = container && 'host' in container ? container.host : container;
    warnUnknownValue(host?.localName ?? 'dadeal widget', attribute, value);
  }, [container, attribute, value, known]);
}

/** A positive whole number from an attribute, else undefined. */
export function limitFrom(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : undefined;
}
