// Claim Deal with every outcome of spec §8: Login Required, the business message, Deal Unavailable, the
// server's error, a network failure, and "Deal Claimed!" (which closes the dialog and refreshes the lists).
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, isSoldOut, type ClaimRequest, type Deal } from '@dadeal/core';
import { ApiError, apiCall } from '../api-client.js';
import { KEYS, reloadAfterWrite } from '../query-client.js';
import { useSession, viewerOf } from '../session.js';
import { isMessage } from '../i18n/i18n.js';
import { TOASTS } from '../texts.js';
import { notify } from '../toasts.js';
import { partnerRefFor } from './partner-ref.js';

export function useClaim(onClaimed: () => void) {
  const session = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (deal: Deal) => {
      const ref = partnerRefFor(deal.id); // the partner page the visitor came from, if any
      const body: ClaimRequest = ref ? { dealId: deal.id, ref } : { dealId: deal.id };
      return apiCall('POST', '/api/coupons', { body });
    },
    onSuccess: (answer) => {
      notify.success(TOASTS.dealClaimed, answer.message || MESSAGES.dealClaimed);
      onClaimed();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return notify.error(TOASTS.error, TOASTS.claimNetwork);
      if (error.status === 401) return notify.error(TOASTS.loginRequired[0], TOASTS.loginRequired[1]);
      if (isMessage(error.serverMessage, MESSAGES.dealUnavailable)) return notify.error(TOASTS.dealUnavailable, MESSAGES.dealUnavailable);
      notify.error(TOASTS.error, error.serverMessage ?? TOASTS.claimFailed);
    },
    onSettled: () => {
      // Each anew after the claim, also a first load still on its way (a Claim Deal tapped as the page started).
      void reloadAfterWrite(queryClient, [KEYS.deals, KEYS.coupons, KEYS.userStats, KEYS.favorites]);
    },
  });

  const claimNow = (deal: Deal, tapped: 'now' | 'before the session was known') => {
    const viewer = viewerOf(session);
    if (viewer === 'guest') {
      notify.error(TOASTS.loginRequired[0], TOASTS.loginRequired[1]);
      return;
    }
    // A business tapping before its session was known sees what a later tap sees: Claim Deal has become the disabled
    // "Business Account" with the dialog's notice (no toast on top).
    if (viewer === 'business') return tapped === 'now' ? notify.error(TOASTS.businessAccount, MESSAGES.businessCannotClaim) : undefined;
    if (isSoldOut(deal)) return notify.error(TOASTS.dealUnavailable, MESSAGES.dealUnavailable);
    mutation.mutate(deal);
  };

  // A tap while a stored session's profile is still on its way (a slow phone, a busy server) waits for it: a signed-in
  // deal hunter's Claim Deal claims, and is never answered "Login Required" for being early.
  const known = !session.loading && !session.hydrating;
  const [waiting, setWaiting] = useState<Deal | null>(null);
  useEffect(() => {
    if (!known || !waiting) return;
    setWaiting(null);
    claimNow(waiting, 'before the session was known');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, waiting]);

  const claim = (deal: Deal) => (known ? claimNow(deal, 'now') : setWaiting(deal));
  return { claim, claiming: mutation.isPending || waiting !== null };
}
