// The user dashboard's server state (spec §7): stats, saved deals and coupons, using a coupon and the saved
// notification settings. Each change refreshes what it changes (spec §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Coupon, type ProfileResponse } from '@dadeal/core';
import { apiCall, serverMessage } from '../../app/api-client.js';
import { KEYS, useApiQuery } from '../../app/query-client.js';
import { TOASTS } from '../../app/texts.js';
import { DASHBOARD_TOASTS } from './texts.js';
import { notify } from '../../app/toasts.js';

export function useUserStats(enabled: boolean) {
  return useApiQuery(KEYS.userStats, { enabled });
}

/** The saved deals themselves; `useFavorites()` reads the same query for the hearts. */
export function useSavedDeals(enabled: boolean) {
  return useApiQuery(KEYS.favorites, { enabled });
}

export function useUserCoupons(enabled: boolean) {
  return useApiQuery(KEYS.coupons, { enabled });
}

/** "Business: Confirm Usage" (spec §2, §4, §8): marks the coupon used, then refreshes every count it moves. */
export function useConfirmUsage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coupon: Coupon) =>
      apiCall('PUT', '/api/coupons/{id}/use', { path: { id: coupon.id } }),
    onSuccess: (answer) => {
      // The dialog shows "Used on …" at once, before the list comes back.
      queryClient.setQueryData(KEYS.coupons, (list) => list?.map((c) => (c.id === answer.coupon.id ? answer.coupon : c)));
      notify.success(DASHBOARD_TOASTS.couponUsed, answer.message || MESSAGES.couponUsed);
    },
    onError: (error) => notify.error(DASHBOARD_TOASTS.couponUseFailed, serverMessage(error, DASHBOARD_TOASTS.checkConnection)),
    onSettled: () => {
      for (const key of [KEYS.coupons, KEYS.userStats, KEYS.deals, KEYS.businessDeals, KEYS.businessStats]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** The three switches of the Settings tab, saved to the profile. */
export type NotificationSetting = 'emailNotifications' | 'dealAlerts' | 'lastMinuteAlerts';

/** A setting's toasts, read when shown: in the language the visitor reads the site in then (not when this module loaded). */
export const settingToasts = (setting: NotificationSetting): readonly [on: string, off: string] => ({
  emailNotifications: [DASHBOARD_TOASTS.emailNotificationsOn, DASHBOARD_TOASTS.emailNotificationsOff] as const,
  dealAlerts: [DASHBOARD_TOASTS.dealAlertsOn, DASHBOARD_TOASTS.dealAlertsOff] as const,
  lastMinuteAlerts: [DASHBOARD_TOASTS.lastMinuteAlertsOn, DASHBOARD_TOASTS.lastMinuteAlertsOff] as const,
})[setting];

/**
 * A settings switch: saved at once (spec §2 says so of e-mail notifications; the alert switches do the same), the
 * session's user replaced by the answer (spec §4), "Settings Updated" saying what is now on or off (spec §8).
 */
export function useNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ setting, on }: { setting: NotificationSetting; on: boolean }) =>
      apiCall('PUT', '/api/user/profile', { body: { [setting]: on } }),
    onSuccess: (answer, { setting }) => {
      // The session's profile query is keyed by the token too: replace the user under every such key.
      queryClient.setQueriesData<ProfileResponse>({ queryKey: KEYS.profile }, (old) => (old ? { ...old, user: answer.user } : old));
      const [on, off] = settingToasts(setting);
      notify.success(DASHBOARD_TOASTS.settingsUpdated, answer.user[setting] ? on : off);
    },
    onError: (error) => notify.error(TOASTS.error, serverMessage(error, DASHBOARD_TOASTS.settingNotSaved)),
  });
}
