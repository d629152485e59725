// The site's entry: providers (query client, session, login dialog, toasts) around the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import '@dadeal/widgets/styles.css';
import './app/site.css';
import { createQueryClient } from './app/query-client.js';
import { SessionProvider } from './app/session.js';
import { SiteToaster } from './app/toasts.js';
import { createRouter } from './app/router.js';

const queryClient = createQueryClient();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <SiteToaster />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
