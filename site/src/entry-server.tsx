// The site's server renderer: the home page (featured deals and the default tab's first grid page, and the
// deal's dialog for `/?deal=ID`), the content pages and the sign-up pages, rendered to HTML by React's server renderer
// from the very components the browser runs (SiteApp, the routes under a StaticRouter), then hydrated by main.tsx. Built
// by Vite into dist/server/entry-server.js (site/build/build.mjs) and loaded by serve/serve.ts: the server never loads
// Vite.
//
// The data comes from the server's own process (readApi: the API's cached public answers as JSON text). What a page
// needs is what its render asks for: a pass records the deal queries the components make, they are filled from readApi
// through the widgets' deals client (the browser's own reading of those answers), and the next pass renders with them;
// prerender waits for every lazy screen. The signed-out view is rendered: personal state never is.
//
// Every language: the page is rendered in the visitor's, its words loaded first (core's compiled
// catalogues, bundled into this one file: no request), one page at a time, since the site's texts read the one active
// language when they are read (app/i18n/i18n.ts); a page is rendered only when the listing's cache lost it.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { DealListQuery, Language } from '@dadeal/core';
import { createDealsClient } from '@dadeal/widgets';
import { activate } from './app/i18n/i18n.js';
import { readingGroups } from './app/i18n/other-languages.js';
import { takeRenderedTitle } from './app/page-title.js';
import { PATHS } from './app/paths.js';
import { createQueryClient, KEYS } from './app/query-client.js';
import { SiteRoutes } from './router.js';
import { serverStateElement } from './app/server-state.js';
import { SiteApp } from './app/SiteApp.js';

/** A public read of the API in process: its JSON text, or null when the API answers 404. */
export type ReadApi = (path: string) => Promise<string | null>;

/**
 * The screens the server renders: the same for everyone, made of public data (no sign-in, no form state), each with its
 * module in the site's sources — the build's manifest names the stylesheets it imports, which the server puts in the
 * page's head (serve.ts, screenStyles), so the page is styled at its first paint, not when its chunk arrives. The home
 * page's are the first script's (in index.html already). A sign-up page is rendered as a signed-out visitor sees it: an
 * empty form (a signed-in visitor's "you already have an account" follows once the stored token is read).
 */
const SERVER_RENDERED = new Map<string, string | null>([
  [PATHS.home, null],
  [PATHS.howItWorks, 'src/routes/how-it-works/HowItWorksPage.tsx'],
  [PATHS.whyChooseUs, 'src/routes/why-choose-us/WhyChooseUsPage.tsx'],
  [PATHS.pricing, 'src/routes/pricing/PricingPage.tsx'],
  [PATHS.termsOfService, 'src/routes/terms-of-service/TermsOfServicePage.tsx'],
  [PATHS.privacyPolicy, 'src/routes/privacy-policy/PrivacyPolicyPage.tsx'],
  [PATHS.contactUs, 'src/routes/contact-us/ContactUsPage.tsx'],
  [PATHS.userSignup, 'src/routes/user-signup/UserSignupPage.tsx'],
  [PATHS.businessSignup, 'src/routes/business-signup/BusinessSignupPage.tsx'],
  [PATHS.partners, 'src/routes/partners/PartnersPage.tsx'],
]);

const screenPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether the server renders `pathname` (other screens get the static first-paint shell and render in the browser). */
export function serverRenders(pathname: string): boolean {
  return SERVER_RENDERED.has(screenPath(pathname));
}

/** The module of the screen the server renders at `pathname` (`src/routes/…`), null for the home page or another path. */
export function screenModule(pathname: string): string | null {
  return SERVER_RENDERED.get(screenPath(pathname)) ?? null;
}

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The query cache it was rendered from, as a JSON data element (server-state.ts), to place after #root. */
  state: string;
  /** The page's document title (what `usePageTitle` sets in the browser), for the head's `<title>`; null when none. */
  title: string | null;
  /**
   * The groups of the site's words the page shows (`nav`, `userDashboard`…): in another language the browser loads
   * that language's chunks of those beyond the base before it hydrates, and the server names them in the head.
   */
  groups: string[];
}

/** The render under way: the next waits for it (the active language is one per process). */
let rendering: Promise<unknown> = Promise.resolve();

/**
 * Renders `url` (app/server-state.ts renderedUrl: the path, and the deal, order and verification link of the home
 * page) in `language` as the browser's first render will: signed out, with the deals from `readApi`.
 */
export function renderPage(url: string, readApi: ReadApi, language: Language = 'en'): Promise<RenderedPage> {
  const page = rendering.then(async () => {
    await activate(language);
    const { result, groups } = await readingGroups(() => renderIn(url, readApi, language));
    return { ...result, groups };
  });
  rendering = page.catch(() => undefined);
  return page;
}

async function renderIn(url: string, readApi: ReadApi, language: Language): Promise<Omit<RenderedPage, 'groups'>> {
  takeRenderedTitle(); // none left from a render that failed
  const queryClient = createQueryClient();
  const app = (): ReactNode => (
    <SiteApp queryClient={queryClient} serverRendered language={language}>
      <StaticRouter location={url}>
        <SiteRoutes />
      </StaticRouter>
    </SiteApp>
  );
  try {
    // Render until nothing is missing: each pass loads the lazy screens it meets and records the deal reads it makes;
    // these are filled, and the next pass renders with them. Done when a pass asked for nothing new and every Suspense
    // boundary was complete when met (React writes a boundary that suspended as a fallback plus an inline script that
    // swaps it in, and the CSP runs no inline script). The home page takes two passes; a content page, one.
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      const html = await prerender(app());
      const filled = await fillDealQueries(queryClient.getQueryCache().getAll(), readApi, queryClient.setQueryData.bind(queryClient));
      if (!filled && !OUTLINED.test(html)) return { html, state: serverStateElement(dehydrate(queryClient), url), title: takeRenderedTitle() };
    }
    throw new Error(`site: ${url} did not render completely in ${MAX_PASSES} passes`);
  } finally {
    queryClient.clear();
  }
}

const MAX_PASSES = 4;
/** What React writes for a boundary completed after its fallback: a template marker and a script. */
const OUTLINED = /<template id="|<script/;

/**
 * The deal reads a render asked for (KEYS.deals lists, KEYS.deal ids) and nobody answered yet, answered as the browser's
 * deals client reads them. Whether there were any.
 */
async function fillDealQueries(queries: Query[], readApi: ReadApi, set: (key: readonly unknown[], data: unknown) => void): Promise<boolean> {
  const client = createDealsClient({
    fetch: async (input) => {
      const { pathname, search } = new URL(String(input), 'http://server');
      const text = await readApi(`${pathname}${search}`);
      return new Response(text ?? 'Not found', { status: text === null ? 404 : 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  const wanted = queries.filter(
    (q) => q.queryKey[0] === KEYS.deals[0] && q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !asked.has(q) && (q.options as { enabled?: unknown }).enabled !== false,
  );
  for (const q of wanted) asked.add(q);
  await Promise.all(
    wanted.map(async ({ queryKey }) => {
      const [, arg] = queryKey;
      try {
        set(queryKey, typeof arg === 'number' ? await client.getDeal(arg) : await client.listDeals(arg as DealListQuery));
      } catch {
        // Not public (a deal that ended meanwhile): the browser asks for it itself, as it would without a server render.
      }
    }),
  );
  return wanted.length > 0;
}

/** Queries already answered (or refused) once: a refused one stays pending, and is not asked again. */
const asked = new WeakSet<Query>();

/** The whole tree, every lazy screen and Suspense boundary resolved, as one string; any error rejects. */
async function prerender(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // Never outline a large boundary to stream it later (React does past ~12 KB): one document, complete in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}
