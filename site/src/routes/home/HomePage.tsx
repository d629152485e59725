// Home (spec §2): hero, tabs that smooth-scroll to their section, an ad slot, Featured Deals, search, category
// filter and the chosen tab's grid. `/?deal=ID` opens that deal's dialog (widget claims and shared links land
// here; a widget's `&ref=PARTNER` is kept for that deal's claim by the dialog); `/?verified=1` greets a just-verified account
// and opens the sign-in dialog. "Ending soon" lists the tab's deals soonest end first; `/?sort=ending` opens
// the page so (a link to what ends today). "Map" shows the same deals on a map with their list beside it (a chunk of its
// own, and MapLibre after it, loaded when pressed: decision 0063).
import { Suspense, lazy, startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Deal } from '@dadeal/core';
import {
  CategorySelect, DealGrid, DealTabs, EndingSoonToggle, FeaturedDeals, SearchBox, WidgetRoot, searchedListing, useDealBrowserState,
  useSuggestQuery, useTexts, type CategoryChoice,
} from '@dadeal/widgets';
import { AdSlot } from '../../app/layout/AdSlot.js';
import { DealDialogSlot, preloadDealDialog } from '../../app/deals/DealDialogSlot.js';
import { SearchEmpty } from '../../app/deals/search-results.on-demand.js';
import { useFavorites } from '../../app/deals/use-favorites.js';
import { useLiveDealCounts } from '../../app/deals/use-live-counts.js';
import { useStableHandler } from '../../app/stable-handler.js';
import { useLoginDialog } from '../../app/login/login-dialog-context.js';
import { usePageTitle } from '../../app/page-title.js';
import { SITE, TOASTS } from '../../app/texts.js';
import { useLanguage } from '../../app/i18n/LanguageProvider.js';
import { notify } from '../../app/toasts.js';
import { useDealById, useFeaturedDeals, useSearchSuggestions, useTabDeals } from './use-home-deals.js';
import { setMapViewOpen } from '../../app/maps/map-view-open.js';

const GRID_ID = 'deals';
// "Near me" past its button (the browser's position, the town picker): loaded when pressed.
const NearMe = lazy(() => import('./NearMe.js'));
// The Map view (the map and "Deals on the map"): loaded when "Map" is pressed.
const DealMap = lazy(() => import('./map/DealMap.js'));

// A shared deal link: the dialog's chunk starts loading now, beside the deal's request, not after the first render.
if (typeof window !== 'undefined' && /[?&]deal=\d/.test(window.location.search)) void preloadDealDialog();

function parseDealId(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}

export default function HomePage() {
  const [params, setParams] = useSearchParams();
  const login = useLoginDialog();
  const { locale, language } = useLanguage();
  const texts = useTexts();
  const { query, controls } = useDealBrowserState({ sort: params.get('sort') === 'ending' ? 'ending' : undefined });
  const featured = useFeaturedDeals();
  // "Near me": pressed (the panel shows), and the listing's `near` once the position or a town is known.
  const [nearOpen, setNearOpen] = useState(false);
  const [near, setNear] = useState<string | null>(null);
  const listing = near ? { ...query, near } : query;
  // A search is the API's (decision 0049): the grid shows its answer for the text typed once typing pauses, the same
  // search and filters the box's suggestions and "Did you mean" come from; the box emptied shows the tab at once.
  const typing = useSuggestQuery(controls.search);
  const searched = searchedListing(listing, typing);
  const tab = useTabDeals(searched.query);
  const allDeals = () => { setNearOpen(false); setNear(null); };
  const [mapOpen, setMapOpen] = useState(false);
  useEffect(() => {
    setMapViewOpen(mapOpen);
    return () => setMapViewOpen(false);
  }, [mapOpen]);
  const mapHeadingId = useId();
  const favorites = useFavorites();
  const gridRef = useRef<HTMLDivElement>(null);

  // The open deal lives in the address (?deal=ID), so the dialog can be linked, shared and reloaded.
  const dealId = parseDealId(params.get('deal'));
  const known = useMemo(
    () => (dealId === null ? undefined : [...(featured.data ?? []), ...(tab.data ?? [])].find((d) => d.id === dealId)),
    [dealId, featured.data, tab.data],
  );
  const fetched = useDealById(dealId, known);
  // A shared deal's page (`/?deal=ID`, the server's dialog open over it) and the verification mail's link
  // (`/?verified=1`, the sign-in dialog opened at once): the grid's cards are drawn once that dialog closes, skeletons
  // until then (server and browser alike, so it hydrates). Behind the modal they are out of reach and below the first
  // screen, and hydrating them was a sixth of the page's script before the dialog answered on a phone (decision 0116);
  // their deals are in the cache already, so they show as the dialog goes.
  const [waitsForSignIn, setWaitsForSignIn] = useState(() => params.get('verified') === '1');
  const signInShown = useRef(false);
  useEffect(() => {
    if (!waitsForSignIn) return;
    if (login.isOpen) signInShown.current = true;
    else if (signInShown.current) setWaitsForSignIn(false);
  }, [waitsForSignIn, login.isOpen]);
  const [gridDrawn, setGridDrawn] = useState(dealId === null && !waitsForSignIn);
  useEffect(() => {
    if (dealId === null && !waitsForSignIn && !gridDrawn) startTransition(() => setGridDrawn(true));
  }, [dealId, waitsForSignIn, gridDrawn]);
  const openDeal = known ?? fetched.data ?? null;
  // The remaining counts of every deal on screen fall as others claim; a deal that sells out shows it.
  useLiveDealCounts([...(featured.data ?? []), ...(tab.data ?? []), openDeal]);
  const select = useStableHandler((deal: Deal) => setParams((p) => { p.set('deal', String(deal.id)); return p; }, { preventScrollReset: true }));
  const toggleFavorite = useStableHandler(favorites.toggle);
  const closeDeal = () => setParams((p) => { p.delete('deal'); p.delete('ref'); return p; }, { preventScrollReset: true, replace: true });

  useEffect(() => {
    if (dealId !== null && fetched.isError) {
      // Core's messages load with this toast only: the home page's first script does without them.
      void import('@dadeal/core/messages').then(({ MESSAGES }) => notify.error(TOASTS.dealUnavailable, MESSAGES.dealUnavailable));
      closeDeal();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dealId, fetched.isError]);

  useEffect(() => {
    if (params.get('verified') !== '1') return;
    notify.success(TOASTS.emailVerified[0], TOASTS.emailVerified[1]);
    setParams((p) => { p.delete('verified'); return p; }, { replace: true });
    login.open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  usePageTitle(openDeal?.title ?? null);

  const onSort = (sort: NonNullable<typeof controls.sort>) => {
    controls.onSortChange?.(sort);
    setParams((p) => { if (sort === 'ending') p.set('sort', sort); else p.delete('sort'); return p; }, { preventScrollReset: true, replace: true });
  };

  const onTab = (category: Parameters<typeof controls.onCategoryChange>[0]) => {
    controls.onCategoryChange(category);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    gridRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };

  const shown = searched.refused ? [] : (tab.data ?? null);
  const searching = typing.typed !== '';
  const suggestions = useSearchSuggestions(typing, language, listing);
  // A category chosen from the suggestions or the empty result replaces the search: its deals, not none of them.
  const pickCategory = (value: CategoryChoice) => { controls.onSearchChange(''); controls.onBusinessCategoryChange(value); };
  const pickDeal = (id: number) => setParams((p) => { p.set('deal', String(id)); return p; }, { preventScrollReset: true });

  return (
    <WidgetRoot className="home" locale={locale}>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{SITE.tagline}</h1>
          <p className="hero__subtitle">{SITE.subtitle}</p>
          <DealTabs value={controls.category} onChange={onTab} controls={GRID_ID} />
        </div>
        <svg className="hero__wave" viewBox="0 0 1440 60" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <path d="M0 30c240 30 480 30 720 0s480-30 720 0v30H0z" />
        </svg>
      </section>

      <div className="container home__body">
        <AdSlot />
        <FeaturedDeals
          deals={featured.data ?? null}
          loading={featured.isPending}
          error={featured.error}
          onRetry={() => void featured.refetch()}
          // The first cards' pictures at once; none while a deal's dialog is open (its picture is the one to show).
          eagerImages={dealId === null ? 3 : 0}
          onSelect={select}
          onToggleFavorite={toggleFavorite}
          favoriteIds={favorites.ids}
        />
        <div className="home__filters" role="search">
          <SearchBox value={controls.search} onChange={controls.onSearchChange} suggestions={suggestions} onPickDeal={pickDeal} onPickCategory={pickCategory} />
          <CategorySelect value={controls.businessCategory} onChange={controls.onBusinessCategoryChange} />
          <EndingSoonToggle value={controls.sort ?? 'featured'} onChange={onSort} />
          <button type="button" className={`dd-toggle${nearOpen ? ' is-on' : ''}`} aria-pressed={nearOpen} onClick={() => (nearOpen ? allDeals() : setNearOpen(true))}>
            {texts.nearMe}
          </button>
          <button type="button" className={`dd-toggle${mapOpen ? ' is-on' : ''}`} aria-pressed={mapOpen} onClick={() => setMapOpen(!mapOpen)}>
            {texts.mapView}
          </button>
        </div>
        {nearOpen && <Suspense fallback={null}><NearMe deals={tab.data} onNear={setNear} onAllDeals={allDeals} /></Suspense>}
        <div ref={gridRef} className="home__grid" id={GRID_ID} role="tabpanel" aria-label={texts.dealCategoryTitle(controls.category)}>
          {mapOpen && !tab.error ? (
            <section className="dd-section" aria-labelledby={mapHeadingId}>
              <h2 className="dd-section__title" id={mapHeadingId}>{texts.dealCategoryTitle(controls.category)}</h2>
              <Suspense fallback={null}><DealMap deals={shown} onSelect={select} /></Suspense>
            </section>
          ) : (
            <DealGrid
              title={texts.dealCategoryTitle(controls.category)}
              deals={shown}
              loading={tab.isPending}
              later={!gridDrawn}
              error={tab.error}
              onRetry={() => void tab.refetch()}
              emptyText={texts.noDeals}
              empty={searching ? <SearchEmpty didYouMean={suggestions?.didYouMean} onSearch={controls.onSearchChange} onPickCategory={pickCategory} /> : undefined}
              onSelect={select}
              onToggleFavorite={toggleFavorite}
              favoriteIds={favorites.ids}
            />
          )}
        </div>
      </div>
      <DealDialogSlot deal={openDeal} onClose={closeDeal} favorites={favorites} />
    </WidgetRoot>
  );
}
