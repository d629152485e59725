// Asks for a new verification e-mail and says how it went (spec §8), from the login toast or the page.
import { MESSAGES, type MessageResponse } from '@dadeal/core';
import { ApiError, apiCall } from '../api-client.js';
import { TOASTS } from '../texts.js';
import { ACCOUNT } from '../screen-texts.js';
import { notify } from '../toasts.js';

/** POST /api/auth/resend-verification; throws the API's error. */
export function requestVerificationEmail(email: string): Promise<MessageResponse> {
  return apiCall('POST', '/api/auth/resend-verification', { body: { email } });
}

/** Spec §8: "Failed to Send Email" with the server's message or "Please try again later."; anything else is unexpected. */
export function notifyResendFailed(error: unknown): void {
  if (error instanceof ApiError) notify.error(TOASTS.sendEmailFailed[0], error.serverMessage ?? TOASTS.sendEmailFailed[1]);
  else notify.error(TOASTS.sendEmailFailed[0], TOASTS.unexpected);
}

export async function resendVerification(email: string): Promise<boolean> {
  try {
    const answer = await requestVerificationEmail(email);
    notify.success(ACCOUNT.emailSent, answer.message || MESSAGES.resendSent);
    return true;
  } catch (error) {
    notifyResendFailed(error);
    return false;
  }
}
