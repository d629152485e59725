// The startup race as a person on a slow phone meets it: the server's page is on screen and usable before the app's
// scripts have run. A scenario opens a page, holds the app's scripts (request interception), acts at one moment of the
// app's start, and hands back once the app runs with the session known — where the outcome must be the one of acting
// after start. The moments are states the page reaches, never timers.
import type { Page } from 'playwright-core';

/**
 * When the visitor acts:
 * - `started`: after the app runs with the session known (the outcome every other moment must match);
 * - `held`: on the server's page, the app's scripts held back (the first script runs: it comes with the page);
 * - `released`: the moment the scripts are let through, before any of them has run;
 * - `root`: once React's root exists (hydration under way or just done, the session not necessarily known yet);
 * - `parsed`: a shared deal's page (`/?deal=ID`) before even the first script has run — the server's script after its
 *   dialog has (serve/open-dialog.ts): on a slow network the dialog is on screen while the rest of the page arrives.
 */
export type Moment = 'started' | 'held' | 'released' | 'root' | 'parsed';
export const MOMENTS: readonly Moment[] = ['started', 'held', 'released', 'root'];

/** The app's scripts: every file under /assets/ but the first script (`boot-*.js`, which arrives with the page). */
const APP_SCRIPT = /\/assets\/(?!boot-)[^/?#]+\.js(?:[?#]|$)/;
/** Every script of ours, the first one too (the `parsed` moment). */
const ANY_SCRIPT = /\/assets\/[^/?#]+\.js(?:[?#]|$)/;

/**
 * Notes every toast the page shows (its text), from the page's first moment: a toast is on screen for 5 s, and on a
 * busy machine a scenario may look after that (an init script: the site's CSP does not apply to it).
 */
export async function noteToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = ((window as { shownToasts?: string[] }).shownToasts = []);
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (!shown.includes(text)) shown.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Every toast the page shows (its text), kept on this side of the browser: a reload does not lose a toast shown just
 * before it (sign-in's greeting is on screen for 0.5 s before the page reloads, and a busy machine may not look then).
 */
export async function toastsAcrossReloads(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeFunction('dadealNoteToast', (text: string) => void (shown.includes(text) || shown.push(text)));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const note = (window as { dadealNoteToast?: (text: string) => void }).dadealNoteToast;
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) note?.(toast.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return shown;
}

/** Waits until the page has shown a toast saying `text` (noteToasts). */
export async function toastShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction((said) => (window as { shownToasts?: string[] }).shownToasts?.some((toast) => toast.includes(said)), text);
}

/** The toasts the page has shown (noteToasts). */
export async function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { shownToasts?: string[] }).shownToasts ?? []);
}

/** The app runs and has handed the kept taps and typing over (the first script's `live`). */
export async function appLive(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { dadealBoot?: { live: boolean } }).dadealBoot?.live === true);
}

/** Opens `path` in `page`, calls `act` at `moment`, and answers once the app runs with the session known. */
export async function actAt(page: Page, path: string, moment: Moment, act: () => Promise<void>): Promise<void> {
  if (moment === 'started') {
    await page.goto(path); // the harness hands a page over once the app runs (harness.ts)
    await appLive(page);
    await act();
    return;
  }
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(moment === 'parsed' ? ANY_SCRIPT : APP_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => 'dadealBoot' in window);
  if (moment === 'parsed' || moment === 'held') {
    // `parsed`: made by the dialog's script, the first script not run yet (it sets `go`).
    if (moment === 'parsed' && (await page.evaluate(() => typeof (window as { dadealBoot?: { go?: unknown } }).dadealBoot?.go === 'function'))) {
      throw new Error('the first script ran before the dialog script was alone on the page');
    }
    await act();
    release();
  } else if (moment === 'released') {
    release();
    await act();
  } else {
    release();
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      },
      undefined,
      { polling: 'raf' },
    );
    await act();
  }
  await appLive(page);
}

/** What the page shows when a scenario fails: its address, fields, field errors and toasts. */
export function pageState(page: Page): Promise<string> {
  return page
    .evaluate(() =>
      JSON.stringify({
        url: location.href,
        fields: [...document.querySelectorAll<HTMLInputElement>('#root input, #root textarea, #root select')].map((f) => `${f.name || f.type}=${f.type === 'checkbox' ? f.checked : f.value}`),
        errors: [...document.querySelectorAll('.field__error, [role="alert"]')].map((e) => e.textContent),
        toasts: (window as { shownToasts?: string[] }).shownToasts,
        live: (window as { dadealBoot?: { live: boolean } }).dadealBoot?.live,
      }),
    )
    .catch((error: Error) => `(page state unavailable: ${error.message})`);
}
