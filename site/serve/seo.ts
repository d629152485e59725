// What search engines and link previews read: robots.txt, the sitemap of live deals and public
// pages, a canonical address for every page, and schema.org JSON-LD (a Product with its Offer) on a deal's page.
// Pure functions over the deals the server hands in; serve.ts answers with them.
import { formatPrice, type Deal, type PublicReview, type Translator } from '@dadeal/core';
import { SUPPORTED_LANGUAGES } from '@dadeal/core';
import { PATHS, type PathName } from '../src/app/paths.js';

/** The pages anyone may land on from a search: in the sitemap, with a canonical address of their own. */
export const PUBLIC_PAGES: readonly PathName[] = ['home', 'howItWorks', 'pricing', 'whyChooseUs', 'contactUs', 'businessSignup', 'userSignup', 'termsOfService', 'privacyPolicy'];

/** Pages that are someone's own or one step of a flow: never indexed. */
const PRIVATE_PREFIXES = ['/api/', '/admin-dashboard', '/admin-login', '/business-dashboard', '/user-dashboard', '/counter', '/checkout/', '/feature-deal', '/payment-success', '/purchase-success', '/email-verification', '/forgot-password', '/reset-password', '/unsubscribe'];

export interface SitemapDeal {
  id: number;
  /** When the deal last changed (ISO). */
  updatedAt: string;
}

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** The live deals (`/?deal=ID`, their last change) and the public pages (the site's build time). */
export function sitemapXml(publicUrl: string, deals: readonly SitemapDeal[], builtAt: Date): string {
  const url = (loc: string, lastmod: string) => `  <url><loc>${xmlEscape(loc)}</loc><lastmod>${lastmod}</lastmod></url>`;
  const built = builtAt.toISOString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((name) => url(`${publicUrl}${PATHS[name]}`, built)),
    ...deals.map((d) => url(`${publicUrl}/?deal=${d.id}`, new Date(d.updatedAt).toISOString())),
    '</urlset>',
    '',
  ].join('\n');
}

/** The address a page is known by: the path without its query, except a deal's page, which is `/?deal=ID`. */
export function canonicalUrl(publicUrl: string, pathname: string, deal: Deal | null): string {
  if (deal) return `${publicUrl}/?deal=${deal.id}`;
  return `${publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
}

/** An absolute address for a picture path (`/uploads/…`) or an outside one as it is. */
export const absoluteUrl = (publicUrl: string, url: string) => (/^https?:/i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * schema.org Product + Offer for a deal's page: its price and currency, the deal's validity, availability from the
 * remaining count, the business as seller. As a `<script type="application/ld+json">` data block: never executed, so
 * the strict CSP stands; `<` is escaped so no text of the deal can close the element. Its own words are the page's
 * language's (`words`): the category as the widgets' badge names it, the offer as the site's card says it,
 * its prices in that language's format. The business's title and description stay as written.
 */
/**
 * The business as seller: a LocalBusiness with its main place's PostalAddress and GeoCoordinates when it gave one (a
 * search engine then places the offer on its map), else an Organization by name.
 */
function sellerOf(deal: Deal) {
  const place = deal.places?.[0];
  if (!place) return { '@type': 'Organization', name: deal.business.companyName };
  return {
    '@type': 'LocalBusiness',
    name: deal.business.companyName,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [place.addressLine1, place.addressLine2].filter(Boolean).join(', '),
      addressLocality: place.town,
      ...(place.postcode ? { postalCode: place.postcode } : {}),
      addressCountry: place.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
  };
}

export function dealJsonLd(publicUrl: string, deal: Deal, words: Translator, reviews: readonly PublicReview[] = []): string {
  const price = (value: unknown) => formatPrice(value, words.locale);
  const image = deal.imageUrl ?? deal.logoUrl;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: deal.title,
    description: deal.description,
    ...(image ? { image: absoluteUrl(publicUrl, image) } : {}),
    category: words.t(`widgets.businessCategoryName.${deal.businessCategory}`),
    url: `${publicUrl}/?deal=${deal.id}`,
    offers: {
      '@type': 'Offer',
      url: `${publicUrl}/?deal=${deal.id}`,
      price: deal.dealPrice,
      priceCurrency: 'USD',
      validFrom: deal.startDate,
      priceValidUntil: deal.endDate.slice(0, 10),
      availabilityEnds: deal.endDate,
      availability: deal.availableCount > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      inventoryLevel: { '@type': 'QuantitativeValue', value: deal.availableCount },
      seller: sellerOf(deal),
      description: words.t('site.card.price', { price: price(deal.dealPrice), original: price(deal.originalPrice) }),
    },
    // Verified reviews: the business's rating once it shows a figure (RATING_MIN_REVIEWS), and the newest reviews the
    // dialog shows, as written, each by its reviewer's first name and initial.
    ...(deal.rating?.average != null ? {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: deal.rating.average, reviewCount: deal.rating.count, bestRating: 5, worstRating: 1 },
    } : {}),
    ...(reviews.length ? {
      review: reviews.map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.reviewerName },
        datePublished: r.createdAt.slice(0, 10),
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        ...(r.text ? { reviewBody: r.text } : {}),
      })),
    } : {}),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page in each language the site speaks: `<link rel="alternate" hreflang>` to its `?lang=xx` address,
 * and x-default to the address without one (the visitor's Accept-Language decides).
 */
export function hreflangLinks(canonical: string): string {
  const withLang = (language: string) => `${canonical}${canonical.includes('?') ? '&' : '?'}lang=${language}`;
  return [
    ...SUPPORTED_LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${xmlEscape(withLang(language))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${xmlEscape(canonical)}" />`,
  ].join('\n    ');
}
