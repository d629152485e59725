// The partner dashboard's reads and writes: the 30-day report (refreshed like the business
// dashboard's), the ref, the webhook (URL, secret shown once, rotation, removal) and its delivery log with replay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_REFRESH_MS, type PartnerWebhook } from '@dadeal/core';
import { apiCall, sessionFetch, serverMessage } from '../../app/api-client.js';
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { notify } from '../../app/toasts.js';
import { saveDownload } from '../../app/save-download.js';
import { PARTNER_TEXTS, WEBHOOK } from './texts.js';

const live = { refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: true } as const;

export function usePartnerReport() {
  return useApiQuery(KEYS.partnerReport, live);
}

export function usePartnerWebhook(enabled: boolean) {
  return useApiQuery(KEYS.partnerWebhook, { enabled });
}

export function useWebhookDeliveries(enabled: boolean) {
  return useApiQuery(KEYS.partnerDeliveries, { enabled, ...live });
}

export function useSetRef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: string) => apiCall('PUT', '/api/partner/ref', { body: { ref } }),
    onSuccess: (answer) => {
      notify.success(PARTNER_TEXTS.refSaved, answer.message);
      void queryClient.invalidateQueries({ queryKey: KEYS.partnerReport });
    },
  });
}

/**
 * The webhook's writes (`write`: its PUT, POST …/secret or DELETE call); each answers the webhook as it now is (with
 * the secret, the one time it is shown).
 */
export function useWebhookWrite<T = void>(write: (body: T) => Promise<PartnerWebhook>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      queryClient.setQueryData(KEYS.partnerWebhook, { url: answer.url, secretHint: answer.secretHint });
      void queryClient.invalidateQueries({ queryKey: KEYS.partnerDeliveries });
    },
    onError: (error) => notify.error(WEBHOOK.notSaved, serverMessage(error, PARTNER_TEXTS.tryAgain)),
  });
}

export function useReplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('POST', '/api/partner/webhook/deliveries/{id}/replay', { path: { id } }),
    onSuccess: (answer) => {
      notify.success(WEBHOOK.replayQueued, answer.message);
      // The sender posts it within a moment: read the log again shortly.
      for (const ms of [500, 2500]) window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: KEYS.partnerDeliveries }), ms);
    },
    onError: (error) => notify.error(WEBHOOK.replayFailed, serverMessage(error, PARTNER_TEXTS.tryAgain)),
  });
}

/** Downloads the report as CSV (the API writes it; the token rides in the header, so not a plain link). */
export async function downloadReportCsv(): Promise<void> {
  const response = await sessionFetch('/api/partner/report.csv', { headers: { Accept: 'text/csv' } });
  if (!response.ok) throw new Error(PARTNER_TEXTS.csvFailed(response.status));
  await saveDownload(response, 'dadeal-partner-report.csv');
}
