// Toasts of spec §8/§9 through sonner: one at a time, shown 5000 ms. `notify` is the only way the site toasts.
// sonner loads with the visitor's first touch or key, or the first toast asked for (it is not needed to show a page): a
// toast asked for before it is there waits for it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@dadeal/core';
import { say } from './i18n/i18n.js';

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
const loadSonner = () => (sonner ??= import('sonner'));

// Resolved once the Toaster is on the page: a toast published before that would have no one to show it.
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

// The toasts' layer: a manual popover, so it can stand in the browser's top layer above a modal <dialog> (the deal
// dialog is one: "Link Copied", "Added to favorites" are raised while it is open), which no z-index reaches.
let layer: HTMLDivElement | null = null;

/**
 * Puts the toasts above the modal dialog opened last, if one is open (the top layer stacks in order of showing): when a
 * toast is shown, and when a dialog opens over a toast already showing (NativeModal: "Email Verified" above sign-in).
 */
export function raiseLayer() {
  if (!layer?.isConnected || typeof layer.showPopover !== 'function') return;
  if (!document.querySelector('dialog:modal')) return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  function SiteSonner() {
    useEffect(() => markMounted(), []);
    return (
      <div
        popover="manual"
        className="site-toast-layer"
        ref={(element) => {
          layer = element;
          // Open for good (a closed popover is not displayed); raised again above each modal dialog as a toast comes.
          if (element && typeof element.showPopover === 'function' && !element.matches(':popover-open')) element.showPopover();
        }}
      >
      <SonnerToaster
        position="top-center"
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        toastOptions={{ classNames: { toast: 'site-toast' } }}
      />
      </div>
    );
  }
  return { default: SiteSonner };
});

/** What the visitor does first that a toast may answer: sonner loads then, while their request is on its way. */
const FIRST_ACTS = ['pointerdown', 'keydown'] as const;

export function SiteToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // Not with the page: a page that toasts nothing by itself runs none of sonner (9 KiB gzip, a long task on a phone
    // among the first screen's). Its first touch or key loads it, and a toast asked for sooner (a page that greets,
    // an early tap's answer) at once; the toast waits for it either way.
    const want = () => setWanted(true);
    for (const type of FIRST_ACTS) window.addEventListener(type, want, { capture: true, once: true, passive: true });
    void requested.then(want);
    return () => {
      for (const type of FIRST_ACTS) window.removeEventListener(type, want, { capture: true });
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

let markRequested: () => void = () => {};
const requested = new Promise<void>((resolve) => {
  markRequested = resolve;
});

export interface NotifyOptions {
  action?: { label: string; onClick: () => void };
}

/**
 * One toast at a time: a new one replaces the one showing. Resolves once the toast is handed to sonner (sonner loaded and
 * its Toaster on the page), for what must follow the toast rather than the request for it (the reload after sign-in).
 */
function show(kind: 'success' | 'error' | 'message', title: string, description?: string, options: NotifyOptions = {}): Promise<void> {
  markRequested();
  return Promise.all([loadSonner(), mounted]).then(([{ toast }]) => {
    toast.dismiss();
    raiseLayer();
    const fn = kind === 'message' ? toast : toast[kind];
    // Core's English answers (MESSAGES, the server's words) in the visitor's language; the site's own are already.
    fn(say(title), { description: description === undefined ? undefined : say(description), action: options.action });
  });
}

export const notify = {
  success: (title: string, description?: string, options?: NotifyOptions) => show('success', title, description, options),
  /** The spec's "destructive" toasts. */
  error: (title: string, description?: string, options?: NotifyOptions) => show('error', title, description, options),
  info: (title: string, description?: string, options?: NotifyOptions) => show('message', title, description, options),
};
