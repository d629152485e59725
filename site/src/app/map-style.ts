// The home page's map style (the server's MAP_STYLE_URL, api/src/config.ts): the server writes it in every page's head
// as `<meta name="dadeal-map-style">` (serve/serve.ts), data the page reads when the map is opened — no request, no
// inline script, and the same in a page the service worker kept.
export const MAP_STYLE_META = 'dadeal-map-style';

/** The style URL the server gave this page, or null (a page served without one: no map, the list alone). */
export function mapStyleUrl(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${MAP_STYLE_META}"]`)?.content?.trim();
  return content ? content : null;
}
