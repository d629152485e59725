// The document title follows the route and the open deal ("Sunset Cruise · Da Deal!").
import { useEffect } from 'react';
import { SITE } from './texts.js';
import { say } from './i18n/i18n.js';

export function titleFor(page?: string | null): string {
  return page ? `${say(page)} · ${SITE.name}` : `${SITE.name} — ${SITE.tagline}`;
}

export function usePageTitle(page?: string | null): void {
  useEffect(() => {
    document.title = titleFor(page);
  }, [page]);
}
