// Registers the service worker (dist/sw.js, see src/sw.ts), loaded after the page's `load`. A new build's worker
// installs and waits (src/sw.ts never skips waiting by itself); `onNeedRefresh` hands the page the function that tells
// it to take over (SKIP_WAITING) and reloads once it controls the page.
//
// The browser's own API, not workbox-window (vite-plugin-pwa's `virtual:pwa-register`): the site needs only
// "register, say when an update waits, take over", and workbox-window's 2.1 KB gzip were a fifth of what separated
// the home page from its 110 KiB budget (docs/decisions/0106-fast-on-a-phone.md).

export function registerServiceWorker(onNeedRefresh: (reload: () => Promise<void>) => void): void {
  const container = navigator.serviceWorker;
  let offered: ServiceWorker | null = null;
  const offer = (worker: ServiceWorker) => {
    // The first worker of a page that had none is not an update; a worker offered already is not offered twice.
    if (!container.controller || offered === worker) return;
    offered = worker;
    onNeedRefresh(async () => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed') offer(worker);
    else worker.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
  };
  container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      if (registration.waiting) offer(registration.waiting);
      watch(registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
    })
    // The site works as before without its worker (no offline copy): said in the console, not to the visitor.
    .catch((error: unknown) => console.warn('service worker not registered:', error));
}
