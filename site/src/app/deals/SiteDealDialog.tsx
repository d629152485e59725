// The widgets' deal detail dialog wired to the site's account: claim, favourite, sign-in prompt, business notice,
// the "Link Copied" toast, and the funnel's view beacon (once per deal per browser session; business accounts' own
// looks are not counted).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Deal } from '@dadeal/core';
import { DealDialog, recordDealView, useTexts } from '@dadeal/widgets';
import { dealLink } from '../paths.js';
import { useSession, viewerOf } from '../session.js';
import { useLoginDialog } from '../login/login-dialog-context.js';
import { notify } from '../toasts.js';
import { useClaim } from './use-claim.js';
import { rememberPartnerRef } from './partner-ref.js';
import { DealReviews } from './DealReviews.js';
import { DealPlaceMapSlot } from './DealPlaceMapSlot.js';
import type { Favorites } from './use-favorites.js';
import { nextTask } from '../next-task.js';

export interface SiteDealDialogProps {
  deal: Deal | null;
  onClose: () => void;
  favorites: Favorites;
}

export function SiteDealDialog({ deal, onClose, favorites }: SiteDealDialogProps) {
  const session = useSession();
  const login = useLoginDialog();
  const { claim, claiming } = useClaim(onClose);
  const viewer = viewerOf(session);
  const texts = useTexts();
  const dealId = deal?.id ?? null;
  // Arrived from a partner's widget (`/?deal=ID&ref=PARTNER`): the partner is remembered for this deal's claim (a
  // sign-in reloads the page first). Here, with the dialog, which is on screen before any claim can be made.
  const [params] = useSearchParams();
  const ref = params.get('ref');
  useEffect(() => {
    if (dealId !== null && ref) rememberPartnerRef(dealId, ref);
  }, [dealId, ref]);
  useEffect(() => {
    // Not while a server-rendered page hydrates: the session is not applied yet, a business could look like a visitor.
    // In a task of its own: the first touch of sessionStorage and the beacon took 5 ms of a shared link's first effects
    // on this host (a long task with them at a phone's slowdown); the view counts all the same.
    if (dealId !== null && !session.loading && !session.hydrating && viewer !== 'business') void nextTask().then(() => recordDealView('', dealId));
  }, [dealId, session.loading, session.hydrating, viewer]);
  return (
    <DealDialog
      deal={login.isOpen ? null : deal}
      onClose={onClose}
      viewer={viewer}
      onClaim={claim}
      claiming={claiming}
      onSignIn={() => login.open()}
      isFavorite={deal ? favorites.ids.has(deal.id) : false}
      onToggleFavorite={viewer === 'user' ? favorites.toggle : undefined}
      // Read when shared, never in the server's render (no window there): only the share handler uses it.
      shareUrl={deal ? dealLink(deal.id, typeof window === 'undefined' ? '' : window.location.origin) : undefined}
      // Spec §8 "Link Copied" as a toast: the site has a toast host (the embeds keep the dialog's own line).
      onLinkCopied={() => notify.success(texts.linkCopied, texts.linkCopiedBody)}
      reviews={deal ? <DealReviews deal={deal} /> : undefined}
      placeMap={deal ? <DealPlaceMapSlot deal={deal} /> : undefined}
    />
  );
}
