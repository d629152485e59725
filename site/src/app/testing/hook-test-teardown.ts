// The teardown of a hook's test in jsdom with the site's toasts and the network stubbed (use-claim, use-favorites).
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

export function tearDownEachTest(): void {
  // sonner's own timers (a toast's dismissal) may still be due when the last test ends: they run while the page's
  // window still exists, not after the environment is gone (an uncaught "window is not defined" failed a slow CI run).
  afterAll(async () => {
    (await import('sonner')).toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });
}
