// The whole site around a router: one tree for the browser (main.tsx) and the server's renderer (entry-server.tsx), so a
// server-rendered page hydrates against exactly the tree it was rendered from (same components, same useId()s).
import { StrictMode, type ReactNode } from 'react';
import { useEarlyInput } from './early-input.js';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@dadeal/core';
import { LanguageProvider } from './i18n/LanguageProvider.js';
import { UpdatePrompt } from './offline/UpdatePrompt.js';
import { SessionProvider } from './session.js';
import { SiteToaster } from './toasts.js';

export interface SiteAppProps {
  queryClient: QueryClient;
  /** The page's HTML came from the server: the first render is the signed-out view (session.tsx). */
  serverRendered: boolean;
  /** The language the server rendered the page in (its words are loaded before hydrating); English otherwise. */
  language?: Language;
  /** The router with the site's routes: a BrowserRouter in the browser, a StaticRouter on the server. */
  children: ReactNode;
}

export function SiteApp({ queryClient, serverRendered, language, children }: SiteAppProps) {
  useEarlyInput(); // the page's fields the visitor changed before the app ran, once hydrated (early-input.ts)
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider serverRendered={serverRendered}>
          <LanguageProvider serverRendered={serverRendered} language={language}>
            {children}
            <SiteToaster />
            <UpdatePrompt />
          </LanguageProvider>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
