// Browser tests' shared plumbing: the machine's Chromium (never a downloaded one) and a server on a free port.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';

/**
 * Features Playwright (1.6x) turns off for every Chromium it launches (its chromiumSwitches), repeated here because
 * Chromium reads only the last `--disable-features` it is given: ours below replaces Playwright's, so it must hold them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
];
/**
 * Headless Chromium gives every browser context a window, and every window made two renderers of its own for the
 * omnibox's popups (chrome://omnibox-popup.top-chrome, a WebUI page each) that no test ever shows: 30 contexts opened
 * and closed took 12.4 and 13.0 s of CPU with them, 9.6 and 9.9 s without, and the browser tests open a context per test.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags every browser test launches the machine's Chromium with. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Listens on 127.0.0.1 and a free port; answers the server and its origin. */
export function listen(handler?: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

export function close(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
