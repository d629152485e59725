// The partner demo page (/widgets/demo): every element with its attributes, as a webmaster would paste them.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface DemoPageOptions {
  /** Where partners load the script from, e.g. https://dadeal.example/widgets/dadeal-widgets.js */
  scriptUrl: string;
  /** What this page loads (versioned, same origin). */
  scriptSrc: string;
}

const EXAMPLES: Array<{ title: string; about: string; markup: string }> = [
  {
    title: '<dadeal-browser>',
    about: 'Tabs (Monthly, Weekly, Last-Minute), search, category filter and the grid: the home page, anywhere.',
    markup: '<dadeal-browser></dadeal-browser>',
  },
  {
    title: '<dadeal-featured>',
    about: 'The Featured Deals grid.',
    markup: '<dadeal-featured limit="3"></dadeal-featured>',
  },
  {
    title: '<dadeal-deals>',
    about: 'One time category, optionally one business category, in the dark theme with your brand colour.',
    markup:
      '<dadeal-deals category="weekly" limit="4" theme="dark"\n  style="--dadeal-primary: #7dd3fc; --dadeal-radius: 20px"></dadeal-deals>',
  },
  {
    title: '<dadeal-deal>',
    about: 'One card with its detail dialog (this page fills in the id of a live deal).',
    markup: '<dadeal-deal deal-id="1" id="one-deal"></dadeal-deal>',
  },
];

export function demoPage({ scriptUrl, scriptSrc }: DemoPageOptions): string {
  const snippet = `<script src="${scriptUrl}" defer></script>`;
  const sections = EXAMPLES.map(
    (e) => `
    <section class="example">
      <h2><code>${escapeHtml(e.title)}</code></h2>
      <p>${escapeHtml(e.about)}</p>
      <pre><code>${escapeHtml(e.markup)}</code></pre>
      <div class="stage">${e.markup}</div>
    </section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Da Deal! widgets — partner demo</title>
<link rel="icon" href="data:,">
<meta name="description" content="Embed live Da Deal! deals on any page with one script tag.">
<style>
  body { margin: 0; font: 16px/1.6 Georgia, "Times New Roman", serif; color: #222; background: #fbfaf7; }
  header, main { max-width: 1120px; margin: 0 auto; padding: 24px 20px; }
  header { border-bottom: 1px solid #e6e1d8; }
  h1 { margin: 0 0 8px; font-size: 32px; }
  h2 { margin: 0 0 4px; font-size: 20px; }
  pre { margin: 12px 0 20px; padding: 12px 16px; overflow-x: auto; border-radius: 8px; background: #1f2430; color: #e6edf3; font-size: 14px; }
  .example { padding: 32px 0; border-bottom: 1px solid #e6e1d8; }
  .stage { min-height: 420px; }
  #log { font: 13px/1.4 ui-monospace, monospace; color: #555; }
  dadeal-browser:not(:defined), dadeal-deals:not(:defined), dadeal-featured:not(:defined), dadeal-deal:not(:defined) { display: block; min-height: 420px; }
</style>
</head>
<body>
<header>
  <h1>Da Deal! on your site</h1>
  <p>Paste this once, before <code>&lt;/body&gt;</code>, then place any of the elements below where the deals should appear.</p>
  <pre><code>${escapeHtml(snippet)}</code></pre>
  <p id="log" aria-live="polite">Select a deal: each <code>dadeal:select</code> event is shown here.</p>
</header>
<main>
${sections}
</main>
<script>
  document.addEventListener('dadeal:select', function (event) {
    document.getElementById('log').textContent = 'dadeal:select ' + JSON.stringify(event.detail);
  });
  fetch('/api/deals?limit=1').then(function (r) { return r.ok ? r.json() : []; }).then(function (deals) {
    if (deals[0]) document.getElementById('one-deal').setAttribute('deal-id', String(deals[0].id));
  });
</script>
<script src="${escapeHtml(scriptSrc)}" defer></script>
</body>
</html>
`;
}
