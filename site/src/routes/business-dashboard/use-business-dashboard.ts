// The business dashboard's reads and writes (spec §4, §7): stats, deals and the funnel, refreshed every 30 s and on
// focus; creating a deal (picture first, created without it when the upload fails), deleting one, redeeming a coupon.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DASHBOARD_REFRESH_MS, IMAGE_MESSAGES, MESSAGES, type BusinessFunnel, type BusinessStats, type Coupon, type Deal,
  type DealCreateRequest, type UploadResponse,
} from '@dadeal/core';
import { ApiError, apiRequest, serverMessage } from '../../app/api-client.js';
import { KEYS } from '../../app/query-client.js';
import { TOASTS } from '../../app/texts.js';
import { BUSINESS_DASHBOARD } from '../../app/business/texts.js';
import { notify } from '../../app/toasts.js';

const live = { refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: true } as const;

export function useBusinessStats(enabled: boolean) {
  return useQuery<BusinessStats>({ queryKey: KEYS.businessStats, enabled, ...live });
}

export function useBusinessDeals(enabled: boolean) {
  return useQuery<Deal[]>({ queryKey: KEYS.businessDeals, enabled, ...live });
}

export function useBusinessFunnel(enabled: boolean) {
  return useQuery<BusinessFunnel>({ queryKey: KEYS.businessFunnel, enabled, ...live });
}

/** What a change of the business's deals makes stale: its own lists and numbers, and the public lists. */
function useRefreshBusiness() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [KEYS.businessDeals, KEYS.businessStats, KEYS.businessFunnel, KEYS.deals]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

export interface CreateDealInput {
  deal: Omit<DealCreateRequest, 'imageUrl'>;
  image: File | null;
}

/** Spec §4 "Deal upload": the picture is uploaded first; when that fails the deal is created without it, and said so. */
export function useCreateDeal(onCreated: () => void) {
  const refresh = useRefreshBusiness();
  return useMutation({
    mutationFn: async ({ deal, image }: CreateDealInput) => {
      let imageUrl: string | null = null;
      if (image) {
        try {
          const form = new FormData();
          form.append('image', image);
          imageUrl = (await apiRequest<UploadResponse>('POST', '/api/upload', form)).imageUrl;
        } catch {
          notify.error(IMAGE_MESSAGES.uploadFailed[0], IMAGE_MESSAGES.uploadFailed[1]);
        }
      }
      const created = await apiRequest<Deal>('POST', '/api/deals', { ...deal, imageUrl });
      return { created, withoutImage: Boolean(image) && imageUrl === null };
    },
    onSuccess: ({ withoutImage }) => {
      // The upload failure's toast stays: one toast at a time, and it says the deal was still created.
      if (!withoutImage) notify.success(BUSINESS_DASHBOARD.dealCreated, MESSAGES.dealCreated);
      onCreated();
    },
    onError: (error) => notify.error(TOASTS.error, serverMessage(error, BUSINESS_DASHBOARD.createError)),
    onSettled: refresh,
  });
}

export function useDeleteDeal(onDeleted: () => void) {
  const refresh = useRefreshBusiness();
  return useMutation({
    mutationFn: (deal: Deal) => apiRequest('DELETE', `/api/deals/${deal.id}`),
    onSuccess: () => {
      notify.success(BUSINESS_DASHBOARD.dealDeleted, MESSAGES.dealDeleted);
      onDeleted();
    },
    onError: (error) => notify.error(TOASTS.error, serverMessage(error, BUSINESS_DASHBOARD.deleteError)),
    onSettled: refresh,
  });
}

/** The answer of POST /api/business/redeem: the coupon and the first name of the customer who holds it. */
export interface RedeemResponse {
  message: string;
  coupon: Coupon;
  customerFirstName: string | null;
}

export type RedeemOutcome =
  | { kind: 'redeemed'; coupon: Coupon; customerFirstName: string | null }
  | { kind: 'used'; usedAt: string | null }
  | { kind: 'expired' }
  | { kind: 'other-business'; message: string }
  | { kind: 'unknown'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; message: string };

/** Reads a refusal of POST /api/business/redeem as one of the outcomes the counter needs told apart. */
export function redeemOutcome(error: unknown): RedeemOutcome {
  if (!(error instanceof ApiError)) return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  const message = error.serverMessage ?? error.message;
  if (error.status === 409 && message === MESSAGES.couponExpired) return { kind: 'expired' };
  if (error.status === 409) return { kind: 'used', usedAt: typeof error.body.usedAt === 'string' ? error.body.usedAt : null };
  if (error.status === 403) return { kind: 'other-business', message };
  if (error.status === 404) return { kind: 'unknown', message };
  if (error.status === 400) return { kind: 'invalid', message: error.fieldErrors[0]?.message ?? message };
  return { kind: 'error', message };
}

export function useRedeemCoupon() {
  const refresh = useRefreshBusiness();
  return useMutation<RedeemOutcome, never, string>({
    mutationFn: async (couponCode) => {
      try {
        const answer = await apiRequest<RedeemResponse>('POST', '/api/business/redeem', { couponCode });
        return { kind: 'redeemed', coupon: answer.coupon, customerFirstName: answer.customerFirstName ?? null };
      } catch (error) {
        return redeemOutcome(error);
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'redeemed') refresh();
    },
  });
}
