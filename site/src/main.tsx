// The site's entry: providers (query client, session, login dialog, toasts) around the router; the service worker's
// update prompt. A page the server rendered (the home page, the content pages) is hydrated from the query
// cache it was rendered from (app/server-state.ts), so nothing is fetched again and nothing moves; any other page is
// rendered here over the static first-paint shell.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './app/react-dom-start.js';
import { hydrate } from '@tanstack/react-query';
import { LANGUAGE_LOCALES, matchLanguage } from '@dadeal/core';
import { TEXTS, formatterWarmUps, widgetTexts } from '@dadeal/widgets';
import { BrowserRouter } from 'react-router';
import '@dadeal/widgets/styles.css';
import './app/site.css';
import { readToken } from './app/api-client.js';
import { keepEarlyInput, pageIsTheApps } from './app/early-input.js';
import { createQueryClient } from './app/query-client.js';
import { startPersonalCache } from './app/offline/personal-cache-start.js';
import { activate, activeTranslator } from './app/i18n/i18n.js';
import { readServerState } from './app/server-state.js';
import { preloadDealDialog } from './app/deals/DealDialogSlot.js';
import { SiteApp } from './app/SiteApp.js';
import { SiteRoutes } from './router.js';
import { nextTask } from './app/next-task.js';

// What the visitor does before the app runs with the session known (taps the first script keeps, typing, choices) is
// kept and handed over then (app/early-input.ts, from session.tsx); should the session take longer than 10 s (its
// profile unanswered), later taps are the app's own meanwhile (the kept ones still wait for the session).
if (keepEarlyInput()) setTimeout(pageIsTheApps, 10_000);

const queryClient = createQueryClient();
const root = document.getElementById('root')!;

// The start in steps, each in a task of its own (docs/decisions/0026): the first script evaluated the chunks one task
// apart (vite.config.ts, scriptsAfterFirstPaint); here the personal cache (the first storage read), the server's state,
// the formatters, then the hydration's slices. A phone takes input and paints between them.
async function startApp() {
  await nextTask();
  // The signed-in user's own answers as last seen (My Coupons offline), then kept as they come; their code
  // loads only for a stored token (awaited: the first render shows them) or with a sign-in's first answer.
  const personal = startPersonalCache(queryClient, readToken);
  // The server's state (the page's deals as JSON) parsed and put in the cache in a task of its own.
  await nextTask();
  const serverState = readServerState();
  if (serverState) hydrate(queryClient, serverState);
  // The language the server rendered the page in (its `<html lang>`): its words are loaded before hydrating
  // (the server's head preloads their chunks beside this script), so the first render says what the HTML says.
  const language = (serverState && matchLanguage(document.documentElement.lang)) || 'en';
  const app = (
    <SiteApp queryClient={queryClient} serverRendered={serverState !== null} language={language}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteApp>
  );
  // The cards' Intl formatters, one per task, before hydrating: the first of each kind loads its locale's data (about
  // 40 ms at 4× slowdown), which within a hydration slice, or with the modules' evaluation, made a long task.
  const warmUp = async () => {
    const texts = language === 'en' ? TEXTS : widgetTexts(activeTranslator());
    for (const step of formatterWarmUps(LANGUAGE_LOCALES[language], texts)) {
      await nextTask();
      step();
    }
    await nextTask();
  };
  // Hydrated as a transition: React works in slices of a few milliseconds and lets the browser in between (no long task
  // on a slow phone: Lighthouse's Total Blocking Time), where a plain hydrateRoot hydrates the whole page in one go; a
  // click meanwhile hydrates what it lands on first. The server's HTML is on screen all the while.
  // Rendered once a stored token's kept answers are back.
  const render = () => {
    if (serverState) {
      const hydrate = () => {
        startTransition(() => {
          hydrateRoot(root, app);
        });
      };
      // A deal link's page (`/?deal=ID`, its dialog rendered open by the server): the dialog's chunk is there before
      // hydrating, so the page hydrates whole. Left to hydrate later, its boundary was thrown away and drawn again by any
      // update of the home page that reached it first (a slow chunk on a busy phone: a new dialog, its picture again).
      const dialog = document.querySelector('dialog.dd-dialog[open]') ? preloadDealDialog() : null;
      const start = () => void Promise.all([warmUp(), dialog]).then(hydrate, hydrate);
      // In another language, its words first (and with them the screen's module and words: other-languages.ts), so the
      // whole page hydrates at once in it; not loaded (offline): hydrate anyway, the provider and the screen suspend until
      // they are. English hydrates once the cards' formatters are built: a tap meanwhile is kept and pressed again once
      // the session is known (app/early-input.ts), and a screen still loading hydrates when its chunk is there (the
      // session's first update is a transition, so it waits for that: session.tsx).
      if (language === 'en') start();
      else void activate(language).then(start, start);
    } else {
      createRoot(root).render(app);
    }
  };
  if (personal) await personal;
  render();
}
void startApp();
