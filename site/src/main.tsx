// The site's entry: providers (query client, session, login dialog, toasts) around the router; the service worker's
// update prompt.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import '@dadeal/widgets/styles.css';
import './app/site.css';
import { readToken } from './app/api-client.js';
import { createQueryClient } from './app/query-client.js';
import { keepPersonalCache, restorePersonalCache } from './app/offline/personal-cache.js';
import { UpdatePrompt } from './app/offline/UpdatePrompt.js';
import { SessionProvider } from './app/session.js';
import { SiteToaster } from './app/toasts.js';
import { SiteRoutes } from './app/router.js';

const queryClient = createQueryClient();
// The signed-in user's own answers as last seen (My Coupons offline), then kept as they come (issue 19).
restorePersonalCache(queryClient, readToken());
keepPersonalCache(queryClient, readToken);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
        <SiteToaster />
        <UpdatePrompt />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
