// Toasts of spec §8/§9 through sonner: one at a time, shown 5000 ms. `notify` is the only way the site toasts.
import { Toaster, toast } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@dadeal/core';

export function SiteToaster() {
  return (
    <Toaster
      position="top-center"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      toastOptions={{ classNames: { toast: 'site-toast' } }}
    />
  );
}

export interface NotifyOptions {
  action?: { label: string; onClick: () => void };
}

/** One toast at a time: a new one replaces the one showing. */
function show(kind: 'success' | 'error' | 'message', title: string, description?: string, options: NotifyOptions = {}) {
  toast.dismiss();
  const fn = kind === 'message' ? toast : toast[kind];
  fn(title, { description, action: options.action });
}

export const notify = {
  success: (title: string, description?: string, options?: NotifyOptions) => show('success', title, description, options),
  /** The spec's "destructive" toasts. */
  error: (title: string, description?: string, options?: NotifyOptions) => show('error', title, description, options),
  info: (title: string, description?: string, options?: NotifyOptions) => show('message', title, description, options),
};
