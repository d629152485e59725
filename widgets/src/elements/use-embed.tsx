// What every element shares: its client, lazy start near the viewport, the detail dialog (and its view beacon)
// and `dadeal:select`.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Deal } from '@dadeal/core';
import { createDealsClient, recordDealView, type DealsClient } from '../client/deals-client.js';
import { DealDialog } from '../DealDialog/DealDialog.js';
import { apiBaseFor, dealPageUrl, publicUrlFor } from './embed-config.js';

/** The `dadeal:select` event's detail. */
export interface SelectDetail {
  dealId: number;
}

/** Attributes every element takes, plus what r2wc hands in (the shadow root, the event dispatcher). */
export interface EmbedProps {
  apiBase?: string;
  publicUrl?: string;
  theme?: string;
  container?: ShadowRoot | HTMLElement;
  'onDadeal:select'?: (detail: SelectDetail) => void;
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
}

export function useEmbed(props: EmbedProps): Embed {
  const apiBase = apiBaseFor(props.apiBase);
  const publicUrl = publicUrlFor(props.publicUrl, apiBase);
  const client = useMemo(() => createDealsClient({ apiBase }), [apiBase]);
  const near = useNearViewport(props.container);
  const [selected, setSelected] = useState<Deal | null>(null);
  const emit = props['onDadeal:select'];
  const select = useCallback(
    (deal: Deal) => {
      setSelected(deal);
      recordDealView(apiBase, deal.id); // the business funnel's view: once per deal per session
      emit?.({ dealId: deal.id });
    },
    [emit, apiBase],
  );
  const close = useCallback(() => setSelected(null), []);
  const link = selected ? dealPageUrl(publicUrl, selected.id) : undefined;
  const dialog = <DealDialog deal={selected} onClose={close} claimHref={link} shareUrl={link} />;
  return { client, near, select, dialog };
}

/** A positive whole number from an attribute, else undefined. */
export function limitFrom(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : undefined;
}
