// The first paint before the script runs: the navigation bar's brand and, on the home page, the hero — the same
// classes and texts React renders first, so nothing moves when React takes over (#root's content is replaced).
import { DEAL_CATEGORIES, type DealCategory } from '@dadeal/core';
import { SITE } from '../src/app/texts.js';

const brand = `<header class="nav" aria-hidden="true"><div class="nav__inner container"><span class="nav__brand"><img src="/favicon.svg" width="32" height="32" alt="" /><span>${SITE.name}</span></span></div></header>`;

/** The hero's words in the page's language; English (the spec's) when not given. */
export interface ShellWords {
  tagline: string;
  subtitle: string;
  tab(category: DealCategory): string;
}

const escape = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string);

const heroOf = (words: ShellWords | null) => `<div class="dd-root home"><section class="hero"><div class="container hero__inner"><h1 class="hero__title">${escape(words?.tagline ?? SITE.tagline)}</h1><p class="hero__subtitle">${escape(words?.subtitle ?? SITE.subtitle)}</p><div class="dd-tabs">${DEAL_CATEGORIES.map(
  (c, i) => `<span class="dd-tabs__tab"${i === 0 ? ' aria-selected="true"' : ''}>${escape(words?.tab(c) ?? c)}</span>`,
).join('')}</div></div><svg class="hero__wave" viewBox="0 0 1440 60" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M0 30c240 30 480 30 720 0s480-30 720 0v30H0z" /></svg></section></div>`;

/** What #root holds in the HTML for `pathname`; `notice`: a line said before the hero (a deal that is over). */
export function shellFor(pathname: string, notice: string | null = null, words: ShellWords | null = null): string {
  const said = notice ? `<p class="container" role="status">${notice.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string)}</p>` : '';
  return `${brand}<main class="main">${said}${pathname === '/' ? heroOf(words) : ''}</main>`;
}
