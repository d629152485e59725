// The partner demo page (/widgets/demo), an embed builder: pick an element and its attributes, see it live, copy
// the snippet. The markup works without script (a default element and its snippet); demo.js makes it interactive.
import {
  BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS, DEAL_CATEGORIES, DEAL_CATEGORY_SLUGS, FEATURED_LIMIT, LANGUAGE_NAMES, SUPPORTED_LANGUAGES,
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
}

const ELEMENTS = [
  ['dadeal-deals', '<dadeal-deals> — one grid'],
  ['dadeal-browser', '<dadeal-browser> — tabs, search, filter'],
  ['dadeal-featured', '<dadeal-featured> — Featured Deals'],
  ['dadeal-deal', '<dadeal-deal> — one card'],
] as const;

const option = (value: string, label: string, selected = false) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** The element shown before the script runs, and its snippet: the builder's first state. */
const FIRST_ELEMENT = '<dadeal-deals limit="4"></dadeal-deals>';

function controls(): string {
  const categories = [option('', 'All'), ...DEAL_CATEGORIES.map((c) => option(DEAL_CATEGORY_SLUGS[c], c))].join('');
  const businessCategories = [option('', 'All Categories'), ...BUSINESS_CATEGORIES.map((c) => option(c, BUSINESS_CATEGORY_LABELS[c]))].join('');
  return `
      <label class="wide">Element
        <select name="element">${ELEMENTS.map(([tag, label], i) => option(tag, label, i === 0)).join('')}</select>
      </label>
      <label data-for="dadeal-browser dadeal-deals">Category (time)
        <select name="category">${categories}</select>
      </label>
      <label data-for="dadeal-browser dadeal-deals">Business category
        <select name="business-category">${businessCategories}</select>
      </label>
      <label data-for="dadeal-deals dadeal-featured">Limit
        <input name="limit" type="number" min="1" max="48" inputmode="numeric" value="4" placeholder="${FEATURED_LIMIT}">
      </label>
      <label data-for="dadeal-deal" hidden>Deal id
        <input name="deal-id" type="number" min="1" inputmode="numeric">
      </label>
      <label data-for="dadeal-browser dadeal-deals dadeal-featured dadeal-deal">Theme
        <select name="theme">${option('light', 'Light', true)}${option('dark', 'Dark')}</select>
      </label>
      <label>Primary colour
        <input name="primary" type="color" value="${DEFAULT_PRIMARY}">
      </label>
      <label class="wide" data-for="dadeal-browser dadeal-deals dadeal-featured dadeal-deal">Partner (your slug, counts your claims)
        <input name="partner" type="text" maxlength="40" placeholder="island-times" autocomplete="off" spellcheck="false">
      </label>
      <label data-for="dadeal-browser dadeal-deals dadeal-featured dadeal-deal">Language
        <select name="lang">${option('', "The page's language", true)}${SUPPORTED_LANGUAGES.map((l) => option(l, LANGUAGE_NAMES[l])).join('')}</select>
      </label>`;
}

export function demoPage(options: DemoPageOptions): string {
  const { scriptUrl, pinnedUrl, integrity, scriptSrc, builderScript, builderStyles } = options;
  const tag = `<script src="${scriptUrl}" defer></script>`;
  const pinned = `<script src="${pinnedUrl}"\n  integrity="${integrity}"\n  crossorigin="anonymous" defer></script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Da Deal! widgets — embed builder</title>
<link rel="icon" href="data:,">
<meta name="description" content="Embed live Da Deal! deals on any page with one script tag.">
<link rel="stylesheet" href="${escapeHtml(builderStyles)}">
</head>
<body>
<header>
  <h1>Da Deal! on your site</h1>
  <p>Choose an element and its attributes: the deals below change as you do. Copy the snippet and paste it where the
  deals should appear. The script line is needed once per page.</p>
  <details>
    <summary>Pinned with Subresource Integrity</summary>
    <p>For pages whose policy requires SRI: this exact build, which never changes. Replace it after each Da Deal!
    release (the current hash is always at <code>/widgets/v1/dadeal-widgets.js.sri</code>), or the browser will refuse
    the newer script.</p>
    <pre id="pinned"><code>${escapeHtml(pinned)}</code></pre>
  </details>
</header>
<main>
  <section class="builder" aria-labelledby="builder-title">
    <form id="builder" class="controls" data-script-url="${escapeHtml(scriptUrl)}" data-default-primary="${DEFAULT_PRIMARY}" aria-labelledby="builder-title">
      <h2 id="builder-title" class="wide">Build your embed</h2>${controls()}
    </form>
    <div>
      <h2>Your snippet</h2>
      <pre><code id="snippet">${escapeHtml(`${tag}\n${FIRST_ELEMENT}`)}</code></pre>
      <div class="copy-row">
        <button id="copy" type="button">Copy snippet</button>
        <span id="copy-status" role="status" aria-live="polite"></span>
      </div>
    </div>
  </section>
  <section class="preview" aria-labelledby="preview-title">
    <h2 id="preview-title">Live preview</h2>
    <p id="log" aria-live="polite">The widgets' events (dadeal:select, :load, :error, :claim) show here.</p>
    <div id="preview" class="stage">${FIRST_ELEMENT}</div>
  </section>
</main>
<footer class="partners-note">
  <p>Want to see what your pages bring — widget views, claims and redemptions?
  <a href="/partners">Become a Da Deal! partner</a>: you get your own ref, a dashboard and optional webhooks.</p>
</footer>
<script src="${escapeHtml(builderScript)}" defer></script>
<script src="${escapeHtml(scriptSrc)}" defer></script>
</body>
</html>
`;
}
