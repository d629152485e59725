// Registers the service worker (dist/sw.js, see src/sw.ts) through vite-plugin-pwa's client (workbox-window), loaded
// after the first paint. With registerType 'prompt' a new build's worker waits; `onNeedRefresh` hands the page the
// function that lets it take over and reloads every tab once it controls them.
/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(onNeedRefresh: (reload: () => Promise<void>) => void): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => onNeedRefresh(() => update(true)),
    // The site works as before without its worker (no offline copy): said in the console, not to the visitor.
    onRegisterError: (error: unknown) => console.warn('service worker not registered:', error),
  });
}
