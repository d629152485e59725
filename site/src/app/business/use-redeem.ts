// The counter's redemption (POST /api/business/redeem), for the business dashboard and the staff's Counter page alike:
// each answer read as one of the outcomes the person at the counter needs told apart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Coupon } from '@dadeal/core';
import { ApiError, apiCall } from '../api-client.js';
import { isMessage } from '../i18n/i18n.js';
import { KEYS } from '../query-client.js';
import { useSession } from '../session.js';


export type RedeemOutcome =
  | { kind: 'redeemed'; coupon: Coupon; customerFirstName: string | null }
  | { kind: 'used'; usedAt: string | null }
  | { kind: 'expired' }
  | { kind: 'other-business'; message: string }
  | { kind: 'unknown'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'signed-out'; message: string }
  | { kind: 'error'; message: string };

/** Reads a refusal of POST /api/business/redeem as one of the outcomes the counter needs told apart. */
export function redeemOutcome(error: unknown): RedeemOutcome {
  if (!(error instanceof ApiError)) return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  const message = error.serverMessage ?? error.message;
  if (error.status === 401) return { kind: 'signed-out', message };
  if (error.status === 409 && isMessage(message, MESSAGES.couponExpired)) return { kind: 'expired' };
  if (error.status === 409) return { kind: 'used', usedAt: typeof error.body.usedAt === 'string' ? error.body.usedAt : null };
  if (error.status === 403) return { kind: 'other-business', message };
  if (error.status === 404) return { kind: 'unknown', message };
  if (error.status === 400) return { kind: 'invalid', message: error.fieldErrors[0]?.message ?? message };
  return { kind: 'error', message };
}

/**
 * Redeems a code. A redemption changes the business's numbers, lists, deal coupons and the counter's day (every
 * `/api/business/…` query) and the public remaining counts; a 401 means the session ended (a staff member's access was
 * revoked, or the password changed): the site signs out, as it does when the profile fails.
 */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation<RedeemOutcome, never, string>({
    mutationFn: async (couponCode) => {
      try {
        const answer = await apiCall('POST', '/api/business/redeem', { body: { couponCode } });
        return { kind: 'redeemed', coupon: answer.coupon, customerFirstName: answer.customerFirstName ?? null };
      } catch (error) {
        return redeemOutcome(error);
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-out') return session.logout();
      if (outcome.kind !== 'redeemed') return;
      void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/business/') });
      void queryClient.invalidateQueries({ queryKey: KEYS.deals });
    },
  });
}
