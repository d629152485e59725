// "New version available — Reload": shown when a new build's service worker is installed and waiting.
// Its own bar rather than a toast: toasts replace one another after 5 s, and this must stay until it is answered.
// The worker is registered once the page has loaded, so it costs the first paint nothing; its code is in the first
// chunk (0.3 KiB), which itself is fetched after the first paint (vite.config.ts, scriptsAfterFirstPaint), rather than
// a chunk and a request of its own.
import { useEffect, useState } from 'react';
import { OFFLINE } from '../texts.js';
import { registerServiceWorker } from './register-sw.js';
import './offline.css';

export function UpdatePrompt() {
  const [reload, setReload] = useState<(() => Promise<void>) | null>(null);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const start = () => {
      if (!cancelled) registerServiceWorker((next) => setReload(() => next));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, []);
  if (!reload) return null;
  return (
    <div className="update-prompt" role="status">
      <p className="update-prompt__text">
        {OFFLINE.updateAvailable} <span aria-hidden="true">—</span>{' '}
        <button
          type="button"
          className="btn btn--sun update-prompt__button"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void reload();
          }}
        >
          {OFFLINE.reload}
        </button>
      </p>
    </div>
  );
}
