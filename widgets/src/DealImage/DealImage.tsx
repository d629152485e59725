// A deal's picture: its image, else the business logo, else a neutral placeholder drawn in CSS (spec §2).
import { useState } from 'react';
import type { Deal } from '@dadeal/core';

export interface DealImageProps {
  deal: Pick<Deal, 'title' | 'imageUrl' | 'logoUrl'> & { business?: { companyName?: string } | null };
  className?: string;
  /** 'eager' for pictures above the fold: fetched at once, not when scrolled near. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest paint (the first card above the fold, an open deal's dialog): fetched at once and before the
   * other pictures (`fetchpriority="high"`; React's server render also preloads it). One per page: a phone's narrow
   * pipe shared by three "high" pictures delays the one that counts.
   */
  priority?: boolean;
}

export function DealImage({ deal, className = '', loading = 'lazy', priority = false }: DealImageProps) {
  const sources = [deal.imageUrl, deal.logoUrl].filter((s): s is string => Boolean(s));
  const key = sources.join('\n');
  // Index of the first source that has not failed to load; reset when the deal's sources change.
  const [failed, setFailed] = useState({ key, count: 0 });
  const index = failed.key === key ? failed.count : 0;
  const src = sources[index];
  if (!src) {
    const initial = (deal.business?.companyName || deal.title || '?').trim().charAt(0).toUpperCase();
    return (
      <div className={`dd-image dd-image--placeholder ${className}`} role="img" aria-label={deal.title}>
        <span aria-hidden="true">{initial}</span>
      </div>
    );
  }
  const isLogo = src !== deal.imageUrl;
  return (
    <img
      className={`dd-image${isLogo ? ' dd-image--logo' : ''} ${className}`}
      src={src}
      alt={deal.title}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed({ key, count: index + 1 })}
    />
  );
}
