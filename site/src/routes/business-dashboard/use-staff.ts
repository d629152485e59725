// The business's staff and a deal's coupons with who redeemed them: reads and writes of the dashboard.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_REFRESH_MS, type StaffInviteRequest, type StaffMember } from '@dadeal/core';
import { apiCall, serverMessage } from '../../app/api-client.js';
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { STAFF } from '../../app/business/texts.js';
import { TOASTS } from '../../app/texts.js';
import { notify } from '../../app/toasts.js';

/** Staff change by the owner's hand (invite, revoke) and with each redemption (last redemption): refetched after those and on focus, not polled. */
export function useStaff(enabled: boolean) {
  return useApiQuery(KEYS.businessStaff, { enabled, refetchOnWindowFocus: true });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffInviteRequest) => apiCall('POST', '/api/business/staff', { body: input }),
    onSuccess: ({ member }) => notify.success(STAFF.invited, STAFF.invitedText(member.email)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS.businessStaff }),
  });
}

export function useRevokeStaff(onRevoked: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: StaffMember) => apiCall('DELETE', '/api/business/staff/{id}', { path: { id: member.id } }),
    onSuccess: (answer) => {
      notify.success(STAFF.revoked, answer.message);
      onRevoked();
    },
    onError: (error) => notify.error(TOASTS.error, serverMessage(error, STAFF.revokeFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS.businessStaff }),
  });
}

/** A deal's coupons while its dialog is open, refreshed with the dashboard (30 s, focus, after a redemption). */
export function useDealCoupons(dealId: number | null) {
  return useApiQuery(KEYS.dealCoupons(dealId ?? 0), { enabled: dealId !== null, refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: true });
}
