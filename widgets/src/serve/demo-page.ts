// The partner demo page (/widgets/demo), an embed builder: pick an element and its attributes, see it live, copy
// the snippet. The markup works without script (a default element and its snippet); demo.js makes it interactive.
// Its words are core's catalogue: the `builder` group of the site namespace, the categories' names the
// widgets' own; the page is in the partner's language (the route chooses it as the site does).
import {
  BUSINESS_CATEGORIES, DEAL_CATEGORIES, DEAL_CATEGORY_SLUGS, FEATURED_LIMIT, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, nearParam, parseLatLng,
  type Language, type MessageKey, type MessageValues, type Translator,
} from '@dadeal/core';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The light theme's primary colour (WidgetRoot.css): the builder writes `--dadeal-primary` only when it differs. */
export const DEFAULT_PRIMARY = '#0b6e78';

export interface DemoPageOptions {
  /** Where partners load the script from: the major-version URL, e.g. https://dadeal.example/widgets/v1/dadeal-widgets.js */
  scriptUrl: string;
  /** The same build pinned (`?v=<hash>`) with its Subresource Integrity hash, for partners who require SRI. */
  pinnedUrl: string;
  integrity: string;
  /** What this page loads (versioned, same origin). */
  scriptSrc: string;
  /** The builder's own script and stylesheet (no inline code: the page runs under a strict CSP). */
  builderScript: string;
  builderStyles: string;
  /** The page's language and its words (core's `translatorFor(language)`). */
  translator: Translator;
  /** The page's query without `lang`, kept by the language links (a partner's `?partner=` ref). */
  query?: URLSearchParams;
}

/** Each element and the words that say what it is (the featured element's are the widgets' own heading). */
const ELEMENTS: ReadonlyArray<readonly [string, MessageKey]> = [
  ['dadeal-deals', 'site.builder.elementDeals'],
  ['dadeal-browser', 'site.builder.elementBrowser'],
  ['dadeal-featured', 'widgets.featuredDeals'],
  ['dadeal-deal', 'site.builder.elementDeal'],
];

type Say = (key: MessageKey, values?: MessageValues) => string;

/** A text with `<0>…</0>` around a part (the catalogue's way of marking a link): escaped, the part wrapped. */
const marked = (text: string, open: string, close: string) =>
  escapeHtml(text).replace('&lt;0&gt;', open).replace('&lt;/0&gt;', close);

const option = (value: string, label: string, selected = false) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** The element shown before the script runs, and its snippet: the builder's first state. */
const FIRST_ELEMENT = '<dadeal-deals limit="4"></dadeal-deals>';

/**
 * "Near my address": the partner's dashboard opens the builder with its address's point (`?near=lat,lng`); the
 * button writes it into the Near field (then checked by the listing like a typed value). Without one the button waits
 * hidden: a partner signed in on this site who opens the builder itself gets its address from its report (the script).
 */
function nearMine(t: Say, query: URLSearchParams): string {
  const point = parseLatLng(query.get('near') ?? '');
  const label = escapeHtml(t('site.builder.nearMyAddress'));
  if (!point) return `
        <button type="button" id="near-mine" class="secondary" hidden>${label}</button>`;
  return `
        <button type="button" id="near-mine" class="secondary" data-near="${escapeHtml(nearParam(point))}">${label}</button>`;
}

function controls(t: Say, query: URLSearchParams): string {
  const categories = [
    option('', t('site.builder.all')),
    ...DEAL_CATEGORIES.map((c) => option(DEAL_CATEGORY_SLUGS[c], t(`widgets.dealCategory.${c}` as MessageKey))),
  ].join('');
  const businessCategories = [
    option('', t('widgets.allCategories')),
    ...BUSINESS_CATEGORIES.map((c) => option(c, t(`widgets.businessCategoryLabel.${c}` as MessageKey))),
  ].join('');
  return `
      <label class="wide">${escapeHtml(t('site.builder.element'))}
        <select name="element">${ELEMENTS.map(([tag, key], i) => option(tag, `<${tag}> — ${t(key)}`, i === 0)).join('')}</select>
      </label>
      <label data-for="dadeal-browser dadeal-deals">${escapeHtml(t('site.builder.category'))}
        <select name="category">${categories}</select>
      </label>
      <label data-for="dadeal-browser dadeal-deals">${escapeHtml(t('site.builder.businessCategory'))}
        <select name="business-category">${businessCategories}</select>
      </label>
      <div class="wide field" data-for="dadeal-deals">
        <label>${escapeHtml(t('site.builder.near'))}
          <input name="near" type="text" inputmode="decimal" placeholder="21.2793,-157.8292" autocomplete="off" spellcheck="false" aria-describedby="near-hint near-error">
        </label>${nearMine(t, query)}
        <p class="hint" id="near-hint">${escapeHtml(t('site.builder.nearHint'))}</p>
        <p class="field-error" id="near-error" role="alert" hidden></p>
      </div>
      <label data-for="dadeal-deals dadeal-featured">${escapeHtml(t('site.builder.limit'))}
        <input name="limit" type="number" min="1" max="48" inputmode="numeric" value="4" placeholder="${FEATURED_LIMIT}">
      </label>
      <label data-for="dadeal-deal" hidden>${escapeHtml(t('site.builder.dealId'))}
        <input name="deal-id" type="number" min="1" inputmode="numeric">
      </label>
      <label data-for="dadeal-browser dadeal-deals dadeal-featured dadeal-deal">${escapeHtml(t('site.builder.theme'))}
        <select name="theme">${option('light', t('site.builder.light'), true)}${option('dark', t('site.builder.dark'))}</select>
      </label>
      <label>${escapeHtml(t('site.builder.primary'))}
        <input name="primary" type="color" value="${DEFAULT_PRIMARY}">
      </label>
      <label class="wide" data-for="dadeal-browser dadeal-deals dadeal-featured dadeal-deal">${escapeHtml(t('site.builder.partner'))}
        <input name="partner" type="text" maxlength="40" placeholder="island-times" autocomplete="off" spellcheck="false">
      </label>
      <label data-for="dadeal-browser dadeal-deals dadeal-featured dadeal-deal">${escapeHtml(t('site.builder.language'))}
        <select name="lang">${option('', t('site.builder.pageLanguage'), true)}${SUPPORTED_LANGUAGES.map((l) => option(l, LANGUAGE_NAMES[l])).join('')}</select>
      </label>`;
}

/** Links to this page in each language (`?lang=xx`, the partner's other parameters kept), each named in itself. */
function languageLinks(language: Language, t: Say, query: URLSearchParams): string {
  const links = SUPPORTED_LANGUAGES.map((l) => {
    const params = new URLSearchParams(query);
    params.delete('lang');
    params.set('lang', l);
    const current = l === language ? ' aria-current="true"' : '';
    return `<a href="?${escapeHtml(params.toString())}" hreflang="${l}" lang="${l}"${current}>${escapeHtml(LANGUAGE_NAMES[l])}</a>`;
  }).join(' ');
  return `<nav class="languages" aria-labelledby="page-in"><span id="page-in">${escapeHtml(t('site.builder.pageIn'))}</span> ${links}</nav>`;
}

export function demoPage(options: DemoPageOptions): string {
  const { scriptUrl, pinnedUrl, integrity, scriptSrc, builderScript, builderStyles, translator } = options;
  const t: Say = (key, values) => translator.t(key, values);
  const language = translator.language;
  const tag = `<script src="${scriptUrl}" defer></script>`;
  const pinned = `<script src="${pinnedUrl}"\n  integrity="${integrity}"\n  crossorigin="anonymous" defer></script>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('site.builder.title'))}</title>
<link rel="icon" href="data:,">
<meta name="description" content="${escapeHtml(t('site.builder.description'))}">
<link rel="stylesheet" href="${escapeHtml(builderStyles)}">
</head>
<body>
<header>
  ${languageLinks(language, t, options.query ?? new URLSearchParams())}
  <h1>${escapeHtml(t('site.builder.heading'))}</h1>
  <p>${escapeHtml(t('site.builder.intro'))}</p>
  <details>
    <summary>${escapeHtml(t('site.builder.pinned'))}</summary>
    <p>${marked(t('site.builder.pinnedText', { path: '/widgets/v1/dadeal-widgets.js.sri' }), '<code>', '</code>')}</p>
    <pre id="pinned"><code>${escapeHtml(pinned)}</code></pre>
  </details>
</header>
<main>
  <section class="builder" aria-labelledby="builder-title">
    <form id="builder" class="controls" data-script-url="${escapeHtml(scriptUrl)}" data-default-primary="${DEFAULT_PRIMARY}"
      data-copied="${escapeHtml(t('site.builder.copied'))}" data-copy-by-hand="${escapeHtml(t('site.builder.copyByHand'))}" aria-labelledby="builder-title">
      <h2 id="builder-title" class="wide">${escapeHtml(t('site.builder.buildTitle'))}</h2>${controls(t, options.query ?? new URLSearchParams())}
    </form>
    <div>
      <h2>${escapeHtml(t('site.builder.snippetTitle'))}</h2>
      <pre><code id="snippet">${escapeHtml(`${tag}\n${FIRST_ELEMENT}`)}</code></pre>
      <div class="copy-row">
        <button id="copy" type="button">${escapeHtml(t('site.builder.copy'))}</button>
        <span id="copy-status" role="status" aria-live="polite"></span>
      </div>
    </div>
  </section>
  <section class="preview" aria-labelledby="preview-title">
    <h2 id="preview-title">${escapeHtml(t('site.builder.previewTitle'))}</h2>
    <p id="log" aria-live="polite">${escapeHtml(t('site.builder.log'))}</p>
    <div id="preview" class="stage">${FIRST_ELEMENT}</div>
  </section>
</main>
<footer class="partners-note">
  <p>${marked(t('site.builder.partnersNote'), `<a href="/partners${language === 'en' ? '' : `?lang=${language}`}">`, '</a>')}</p>
</footer>
<script src="${escapeHtml(builderScript)}" defer></script>
<script src="${escapeHtml(scriptSrc)}" defer></script>
</body>
</html>
`;
}
