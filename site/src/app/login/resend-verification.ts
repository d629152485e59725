// Asks for a new verification e-mail and says how it went (spec §8), from the login toast or the page.
import { MESSAGES, type MessageResponse } from '@dadeal/core';
import { ApiError, apiRequest } from '../api-client.js';
import { TOASTS } from '../texts.js';
import { notify } from '../toasts.js';

export async function resendVerification(email: string): Promise<boolean> {
  try {
    const answer = await apiRequest<MessageResponse>('POST', '/api/auth/resend-verification', { email });
    notify.success('Email Sent Successfully', answer.message || MESSAGES.resendSent);
    return true;
  } catch (error) {
    if (error instanceof ApiError) notify.error(TOASTS.sendEmailFailed[0], error.serverMessage ?? TOASTS.sendEmailFailed[1]);
    else notify.error(TOASTS.sendEmailFailed[0], TOASTS.unexpected);
    return false;
  }
}
