// The business dashboard's reads and writes (spec §4, §7): stats, deals and the funnel, refreshed every 30 s and on
// focus; creating a deal (picture first, created without it when the upload fails), deleting one. Redeeming is the
// counter's (app/business/use-redeem.ts), shared with the staff's Counter page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_REFRESH_MS, MESSAGES, type Deal, type DealCreateRequest } from '@dadeal/core';
import { apiCall, serverMessage } from '../../app/api-client.js';
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { TOASTS } from '../../app/texts.js';
import { BUSINESS_DASHBOARD, CREATE_DEAL } from '../../app/business/texts.js';
import { notify } from '../../app/toasts.js';

const live = { refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: true } as const;

export function useBusinessStats(enabled: boolean) {
  return useApiQuery(KEYS.businessStats, { enabled, ...live });
}

export function useBusinessDeals(enabled: boolean) {
  return useApiQuery(KEYS.businessDeals, { enabled, ...live });
}

export function useBusinessFunnel(enabled: boolean) {
  return useApiQuery(KEYS.businessFunnel, { enabled, ...live });
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
          imageUrl = (await apiCall('POST', '/api/upload', { body: form })).imageUrl;
        } catch {
          notify.error(CREATE_DEAL.uploadFailed[0], CREATE_DEAL.uploadFailed[1]);
        }
      }
      const created = await apiCall('POST', '/api/deals', { body: { ...deal, imageUrl } });
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
    mutationFn: (deal: Deal) => apiCall('DELETE', '/api/deals/{id}', { path: { id: deal.id } }),
    onSuccess: () => {
      notify.success(BUSINESS_DASHBOARD.dealDeleted, MESSAGES.dealDeleted);
      onDeleted();
    },
    onError: (error) => notify.error(TOASTS.error, serverMessage(error, BUSINESS_DASHBOARD.deleteError)),
    onSettled: refresh,
  });
}
