// A deal's picture: its image, else the business logo, else a neutral placeholder drawn in CSS (spec §2). A stored
// picture with sized WebP copies (core's pictureSrcSet: `<base>.v1.<ext>`) is offered as a srcset, so the browser
// fetches the copy that fills the box (`sizes`); the original stays the `src`, and an older picture or an outside
// address is shown as it is.
import { useState } from 'react';
import { CARD_PICTURE_SIZES, pictureSrcSet, type Deal } from '@dadeal/core';

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
  /** How wide the picture is shown, for choosing its copy (core's CARD_PICTURE_SIZES, DIALOG_PICTURE_SIZES). */
  sizes?: string;
}

export function DealImage({ deal, className = '', loading = 'lazy', priority = false, sizes = CARD_PICTURE_SIZES }: DealImageProps) {
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
  const srcSet = pictureSrcSet(src);
  return (
    <img
      className={`dd-image${isLogo ? ' dd-image--logo' : ''} ${className}`}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      alt={deal.title}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed({ key, count: index + 1 })}
    />
  );
}
