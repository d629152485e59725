// The deal detail dialog of spec §2, modal, closing on Escape, the close button or a click outside. Rendered `open`, so
// that a server-rendered page (the site's `/?deal=ID`) shows it without JavaScript and hydrates against the
// same markup; in the browser it becomes modal before it is first painted.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Deal } from '@dadeal/core';
import {
  DIALOG_PICTURE_SIZES, isSoldOut, percentOff, remainingCoupons, savings,
} from '@dadeal/core';
import { DealImage } from '../DealImage/DealImage.js';
import { DealEnds } from '../DealEnds/DealEnds.js';
import { DealRating } from '../DealRating/DealRating.js';
import { FavoriteButton } from '../DealCard/FavoriteButton.js';
import { useTexts } from '../texts/use-texts.js';
import { usePriceFormat } from '../WidgetRoot/price-locale.js';
import { shareDeal, type ShareOutcome } from './share-deal.js';
import { DealPlaces } from '../DealPlace/DealPlaces.js';

/** Who is looking: decides the claim button, the favourite button and the prompts (spec §2, §6). */
export type Viewer = 'guest' | 'user' | 'business';

export interface DealDialogProps {
  deal: Deal | null;
  onClose: () => void;
  viewer?: Viewer;
  /** Claim Deal becomes a link opening this address in a new tab (the embeds: `$PUBLIC_URL/?deal=ID`). */
  claimHref?: string;
  /** Called as the `claimHref` link is followed, before the site opens (the embeds' `dadeal:claim`). */
  onClaimLink?: (deal: Deal) => void;
  onClaim?: (deal: Deal) => void;
  claiming?: boolean;
  /**
   * The claim step, shown in the dialog in place of Claim Deal while it is open (the embeds' claim in place).
   * With `siteHref`, a visitor who is not signed in claims here: no sign-in prompt.
   */
  claimPanel?: ReactNode;
  /** "Open on Da Deal!": the deal on the site, in a new tab, beside an in-place Claim Deal. */
  siteHref?: string;
  onSignIn?: () => void;
  isFavorite?: boolean;
  onToggleFavorite?: (deal: Deal) => void;
  /** The link Share hands out; defaults to the current page. */
  shareUrl?: string;
  /**
   * Given (the site), a copied link is the host's to announce: its toast says "Link Copied" (spec §8). Without it (the
   * embeds: a shadow root has no toast host) the dialog says it in a status line of its own.
   */
  onLinkCopied?: (deal: Deal) => void;
  /** The business's newest reviews under its rating (the site loads them when the dialog opens). */
  reviews?: ReactNode;
  /** A small map of the places, under their addresses (the site loads it when the dialog opens; the embeds have none). */
  placeMap?: ReactNode;
}

// A deal dialog the server rendered open (the site's `/?deal=ID`), found as this module loads, before it hydrates.
let serverDialog: Element | null = typeof document === 'undefined' ? null : document.querySelector('dialog.dd-dialog[open]');

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false; // a browser without the :modal selector
  }
}

function useModal(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Before paint: the dialog is rendered open (non-modal) and is made modal (top layer, backdrop, inert page) at once.
  // The server's dialog is made modal by the site's first script as the page is parsed (its boot, site/vite.config.ts),
  // so it is modal already here; without that script (or a browser where it could not), it is made modal in a task of
  // its own after the hydration's commit (the page's styles recomputed for the inert page: 50 ms at a phone's 4×
  // slowdown, which made the commit a long task).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement as HTMLElement | null;
    const makeModal = () => {
      if (isModal(dialog)) return;
      if (typeof dialog.showModal === 'function') {
        // showModal() refuses a dialog that is already open: close the rendered (non-modal) state first.
        if (dialog.open) dialog.close();
        dialog.showModal();
      } else {
        dialog.setAttribute('open', '');
        dialog.querySelector<HTMLElement>('button, a[href]')?.focus();
      }
    };
    let later: ReturnType<typeof setTimeout> | undefined;
    if (dialog === serverDialog) later = setTimeout(makeModal);
    else makeModal();
    serverDialog = null;
    return () => {
      clearTimeout(later);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
    };
  }, [open]);
  return ref;
}

export function DealDialog(props: DealDialogProps) {
  const { deal, onClose } = props;
  const ref = useModal(Boolean(deal), onClose);
  const titleId = useId();
  if (!deal) return null;
  return (
    <dialog
      ref={ref}
      open
      className="dd-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <DialogBody {...props} deal={deal} titleId={titleId} />
    </dialog>
  );
}

function DialogBody({
  deal, onClose, viewer = 'guest', claimHref, onClaim, claiming = false, onSignIn, isFavorite = false, onToggleFavorite,
  shareUrl, titleId, onClaimLink, onLinkCopied, claimPanel, siteHref, reviews, placeMap,
}: DealDialogProps & { deal: Deal; titleId: string }) {
  const formatPrice = usePriceFormat();
  const texts = useTexts();
  const [shared, setShared] = useState<ShareOutcome | null>(null);
  const off = percentOff(deal.originalPrice, deal.dealPrice);
  const soldOut = isSoldOut(deal);
  const left = remainingCoupons(deal);
  const contact = deal.business?.user ? `${deal.business.user.firstName} ${deal.business.user.lastName}`.trim() : '';
  const link = shareUrl ?? window.location.href;
  const share = async () => {
    const outcome = await shareDeal(deal.title, link);
    setShared(outcome);
    if (outcome === 'copied') onLinkCopied?.(deal);
  };

  let claim: ReactNode;
  if (claimPanel && !soldOut) {
    claim = null;
  } else if (soldOut) {
    claim = <button type="button" className="dd-btn dd-dialog__claim" disabled>{texts.dealUnavailable}</button>;
  } else if (claimHref) {
    claim = <a className="dd-btn dd-dialog__claim" href={claimHref} target="_blank" rel="noopener" onClick={() => onClaimLink?.(deal)}>{texts.claimDeal}</a>;
  } else if (viewer === 'business') {
    claim = <button type="button" className="dd-btn dd-dialog__claim" disabled>{texts.businessAccount}</button>;
  } else {
    claim = (
      <button type="button" className="dd-btn dd-dialog__claim" disabled={claiming} onClick={() => onClaim?.(deal)}>
        {claiming ? texts.claiming : texts.claimDeal}
      </button>
    );
  }

  return (
    <div className="dd-dialog__panel">
      <div className="dd-dialog__media">
        {/* An open dialog's picture is what the visitor looks at (a shared link's largest paint): at once, first. */}
        <DealImage deal={deal} priority sizes={DIALOG_PICTURE_SIZES} />
        <button type="button" className="dd-dialog__close" aria-label={texts.close} onClick={onClose}>
          <svg className="dd-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" /></svg>
        </button>
      </div>
      <div className="dd-dialog__content">
        <div className="dd-dialog__badges">
          <span className="dd-badge dd-badge--soft">{texts.dealCategory(deal.category)}</span>
          <span className="dd-badge dd-badge--soft">{texts.businessCategoryName(deal.businessCategory)}</span>
          {soldOut && <span className="dd-badge dd-badge--soldout">{texts.soldOut}</span>}
        </div>
        <h2 className="dd-dialog__title" id={titleId}>
          {deal.isFeatured && <span className="dd-dialog__star" role="img" aria-label={texts.featured}>★</span>}
          {deal.title}
        </h2>
        <p className="dd-dialog__desc">{deal.description}</p>

        <div className="dd-dialog__pricebox">
          <div className="dd-dialog__prices">
            <span className="dd-price">{formatPrice(deal.dealPrice)}</span>
            <s className="dd-price-was"><span className="dd-sr">{texts.originalPrice} </span>{formatPrice(deal.originalPrice)}</s>
            {off > 0 && <span className="dd-badge dd-badge--sale">{texts.percentOff(off)}</span>}
          </div>
          <p className="dd-dialog__save">{texts.youSave(formatPrice(savings(deal.originalPrice, deal.dealPrice)))}</p>
        </div>
        <DealEnds endDate={deal.endDate} className="dd-dialog__ends" />

        <dl className="dd-dialog__facts">
          <div><dt>{texts.businessDetails}</dt><dd>{deal.business?.companyName}</dd></div>
          {contact && <div><dt>{texts.contact}</dt><dd>{contact}</dd></div>}
          {deal.rating && <div><dt>{texts.rating}</dt><dd><DealRating rating={deal.rating} /></dd></div>}
        </dl>
        <DealPlaces deal={deal} companyName={deal.business?.companyName} />
        {placeMap}

        <div className="dd-dialog__remaining">
          <p className={soldOut ? 'is-out' : undefined}>{left > 0 ? texts.remaining(left, deal.totalCoupons) : texts.noneRemaining}</p>
          <div className="dd-meter" aria-hidden="true">
            <span style={{ width: `${deal.totalCoupons > 0 ? (left / deal.totalCoupons) * 100 : 0}%` }} />
          </div>
        </div>

        {soldOut && <p className="dd-dialog__notice" role="status">{texts.soldOut}: {texts.dealGone}</p>}
        {!soldOut && viewer === 'business' && !claimHref && <p className="dd-dialog__notice">{texts.businessCannotClaim}</p>}
        {!soldOut && viewer === 'guest' && !claimHref && !siteHref && (
          <p className="dd-dialog__notice">
            {texts.signInPrompt}{' '}
            {onSignIn && <button type="button" className="dd-link" onClick={onSignIn}>{texts.signIn}</button>}
          </p>
        )}

        <div className="dd-dialog__actions">
          {claim}
          {viewer !== 'guest' && onToggleFavorite && (
            <FavoriteButton deal={deal} isFavorite={isFavorite} onToggle={onToggleFavorite} className="dd-btn dd-btn--ghost dd-dialog__fav" />
          )}
          {siteHref && !claimPanel && <a className="dd-btn dd-btn--ghost" href={siteHref} target="_blank" rel="noopener">{texts.openOnSite}</a>}
          <button type="button" className="dd-btn dd-btn--ghost" onClick={share}>{texts.share}</button>
        </div>
        {!soldOut && claimPanel}
        {claimHref && !soldOut && <p className="dd-dialog__hint">{texts.claimOnSite}</p>}
        {shared === 'copied' && !onLinkCopied && (
          <p className="dd-dialog__toast" role="status"><strong>{texts.linkCopied}</strong> {texts.linkCopiedBody}</p>
        )}
        {shared === 'failed' && <CopyByHand link={link} />}
        {reviews}
        {deal.termsConditions && (
          <details className="dd-dialog__terms">
            <summary>{texts.terms}</summary>
            <p>{deal.termsConditions}</p>
          </details>
        )}
      </div>
    </div>
  );
}

/** The clipboard refused (no permission, an insecure page): the link, selected, for the visitor to copy by hand. */
function CopyByHand({ link }: { link: string }) {
  const id = useId();
  const texts = useTexts();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return (
    <div className="dd-dialog__copy" role="status">
      <label htmlFor={id}>{texts.copyByHand}</label>
      <input id={id} ref={ref} className="dd-field" type="url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
    </div>
  );
}
