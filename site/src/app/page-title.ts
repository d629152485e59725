// The document title follows the route and the open deal ("Sunset Cruise · Da Deal!").
import { useEffect } from 'react';
import { SITE } from './texts.js';
import { say } from './i18n/i18n.js';

export function titleFor(page?: string | null): string {
  return page ? `${say(page)} · ${SITE.name}` : `${SITE.name} — ${SITE.tagline}`;
}

/** The title the server's render asked for (entry-server.tsx writes it into the page's `<title>`). */
let renderedTitle: string | null = null;

export function usePageTitle(page?: string | null): void {
  if (typeof window === 'undefined') renderedTitle = titleFor(page);
  useEffect(() => {
    document.title = titleFor(page);
  }, [page]);
}

/** The title of the page the server just rendered (null when it set none), and forgets it. */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}
