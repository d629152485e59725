// The embed builder's script and stylesheet, served as files of their own (/widgets/demo.js, /widgets/demo.css) so
// the demo page runs under a strict CSP (script-src 'self', style-src 'self': nothing inline) — the policy we tell
// partners the widgets live with. Plain ES2017 in a string: it goes to the browser as is, never through a bundler
// (the server is bundled, so a file beside this one would not be found at run time).

/** Reads the form, renders the element live, writes the snippet, copies it, and logs the widgets' events. */
export const DEMO_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('builder');
  var preview = document.getElementById('preview');
  var snippet = document.getElementById('snippet');
  var copy = document.getElementById('copy');
  var status = document.getElementById('copy-status');
  var log = document.getElementById('log');
  var scriptUrl = form.getAttribute('data-script-url');
  var defaultPrimary = form.getAttribute('data-default-primary');
  // The copy status in the page's language: the server writes its words on the form (core's builder group).
  var copiedText = form.getAttribute('data-copied');
  var copyByHandText = form.getAttribute('data-copy-by-hand');
  // Attribute order in the snippet; each comes from the form field of the same name.
  var ATTRIBUTES = ['category', 'business-category', 'near', 'limit', 'deal-id', 'theme', 'partner', 'lang'];
  // near: written only once the API took it (its rule is core's, said in the API's words); a refused value is named
  // under the field and left out of the snippet and the live element.
  var nearError = document.getElementById('near-error');
  var nearAccepted = '';
  var nearTimer = 0;

  function field(name) { return form.elements.namedItem(name); }

  function chosen() {
    var tag = field('element').value;
    var attributes = [];
    ATTRIBUTES.forEach(function (name) {
      var input = field(name);
      var wrapper = input.closest('[data-for]');
      var applies = wrapper.getAttribute('data-for').split(' ').indexOf(tag) >= 0;
      wrapper.hidden = !applies;
      input.disabled = !applies;
      var value = input.value.trim();
      if (!applies || value === '' || (name === 'theme' && value === 'light')) return;
      if (name === 'near' && value !== nearAccepted) return;
      attributes.push([name, value]);
    });
    var primary = field('primary').value.toLowerCase();
    return { tag: tag, attributes: attributes, primary: primary === defaultPrimary ? '' : primary };
  }

  function escapeAttribute(value) {
    return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  }

  function markup(choice) {
    var attrs = choice.attributes.map(function (a) { return ' ' + a[0] + '="' + escapeAttribute(a[1]) + '"'; }).join('');
    var style = choice.primary ? ' style="--dadeal-primary: ' + choice.primary + '"' : '';
    return '<script src="' + scriptUrl + '" defer></' + 'script>\\n<' + choice.tag + attrs + style + '></' + choice.tag + '>';
  }

  function live(choice) {
    var element = preview.firstElementChild;
    if (!element || element.localName !== choice.tag) {
      element = document.createElement(choice.tag);
      preview.replaceChildren(element);
    }
    ATTRIBUTES.forEach(function (name) {
      var pair = choice.attributes.filter(function (a) { return a[0] === name; })[0];
      if (pair) element.setAttribute(name, pair[1]);
      else element.removeAttribute(name);
    });
    // Through the CSSOM, which a strict style-src allows (a style attribute would not be).
    if (choice.primary) element.style.setProperty('--dadeal-primary', choice.primary);
    else element.style.removeProperty('--dadeal-primary');
  }

  function render() {
    var choice = chosen();
    snippet.textContent = markup(choice);
    live(choice);
    status.textContent = '';
  }

  function copyByHand(text) {
    var area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.appendChild(area);
    area.select();
    var copied = false;
    try { copied = document.execCommand('copy'); } catch (error) { copied = false; }
    area.remove();
    return copied;
  }

  copy.addEventListener('click', function () {
    var text = snippet.textContent;
    function done(copied) {
      status.textContent = copied ? copiedText : copyByHandText;
      copy.setAttribute('data-copied', copied ? 'yes' : 'no');
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(copyByHand(text)); });
    } else {
      done(copyByHand(text));
    }
  });

  // A partner's dashboard links here with its ref (?partner=…): the builder starts with it filled in.
  var given = new URLSearchParams(location.search).get('partner');
  if (given) field('partner').value = given.trim().toLowerCase().slice(0, 40);

  function showNearError(message) {
    var input = field('near');
    nearError.textContent = message;
    nearError.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  // The deal listings' own check of near (GET /api/deals?near=…): its 400 names what is wrong.
  function checkNear() {
    var value = field('near').value.trim();
    if (value === nearAccepted) return;
    clearTimeout(nearTimer);
    if (value === '') { showNearError(''); return; }
    nearTimer = setTimeout(function () {
      fetch('/api/deals?limit=1&near=' + encodeURIComponent(value)).then(function (r) {
        return r.json().then(function (body) { return { ok: r.ok, body: body }; });
      }).then(function (answer) {
        if (field('near').value.trim() !== value) return;
        if (answer.ok) {
          nearAccepted = value;
          showNearError('');
        } else {
          var problem = (answer.body.errors || []).filter(function (e) { return e.field === 'near'; })[0];
          showNearError(problem ? problem.message : answer.body.message);
        }
        render();
      }, function () { /* offline: the field waits for the next change */ });
    }, 300);
  }

  // "Near my address" (the partner's address, given by its dashboard): into the field, checked like a typed value.
  var mine = document.getElementById('near-mine');
  if (mine) mine.addEventListener('click', function () {
    field('near').value = mine.getAttribute('data-near');
    checkNear();
    render();
  });
  // Opened by itself, the builder asks a partner signed in on this site (the site's token, same origin) for what its
  // dashboard's link would have given: its ref (into an empty Partner field) and its address (Near my address), both
  // in its report. Anyone else (signed out, not a partner, no ref or address) gets the builder as it is.
  var token = null;
  try { token = window.localStorage.getItem('token'); } catch (e) { /* storage refused: as signed out */ }
  if (token && ((mine && mine.hidden) || !field('partner').value)) {
    fetch('/api/partner/report', { headers: { Authorization: 'Bearer ' + token } }).then(function (r) {
      return r.ok ? r.json() : null;
    }).then(function (report) {
      var partner = report && report.partner;
      if (!partner) return;
      if (partner.ref && !field('partner').value) {
        field('partner').value = partner.ref;
        render();
      }
      var place = partner.place;
      if (!mine || !mine.hidden || !place || typeof place.latitude !== 'number' || typeof place.longitude !== 'number') return;
      // Four decimals (about 11 m), as core's nearParam writes it and the API rounds it.
      mine.setAttribute('data-near', Number(place.latitude.toFixed(4)) + ',' + Number(place.longitude.toFixed(4)));
      mine.hidden = false;
    }, function () { /* offline: the builder as it is */ });
  }

  form.addEventListener('input', checkNear);
  form.addEventListener('input', render);
  form.addEventListener('change', render);
  form.addEventListener('submit', function (event) { event.preventDefault(); });

  ['dadeal:select', 'dadeal:load', 'dadeal:error', 'dadeal:claim'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      log.textContent = type + ' ' + JSON.stringify(event.detail);
    });
  });

  // dadeal-deal needs a live deal: the newest public one, unless one was typed already.
  fetch('/api/deals?limit=1').then(function (r) { return r.ok ? r.json() : []; }).then(function (deals) {
    var input = field('deal-id');
    if (deals[0] && !input.value) {
      input.value = String(deals[0].id);
      render();
    }
  }, function () { /* no deal to suggest: the field stays empty */ });

  render();
})();
`;

export const DEMO_STYLES = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 Georgia, "Times New Roman", serif; color: #222; background: #fbfaf7; }
header, main { max-width: 1120px; margin: 0 auto; padding: 24px 20px; }
header { border-bottom: 1px solid #e6e1d8; }
h1 { margin: 0 0 8px; font-size: 32px; line-height: 1.2; }
h2 { margin: 0 0 8px; font-size: 20px; }
code, pre { font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre { margin: 8px 0 12px; padding: 12px 16px; border-radius: 8px; background: #1f2430; color: #e6edf3;
  white-space: pre-wrap; overflow-wrap: anywhere; max-width: 100%; }
details { margin-top: 12px; }
.partners-note { max-width: 1120px; margin: 0 auto; padding: 8px 20px 32px; font: 15px/1.5 system-ui, sans-serif; }
.partners-note a { color: #0b6e78; font-weight: 700; }
summary { cursor: pointer; font-weight: 700; }
.languages { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 0 0 12px; font: 14px/1.6 system-ui, sans-serif; color: #555; }
.languages a { color: #0b6e78; }
.languages a[aria-current] { color: #222; font-weight: 700; text-decoration: none; }
.builder { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr); gap: 24px; align-items: start; padding-bottom: 24px; border-bottom: 1px solid #e6e1d8; }
.controls { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px 16px; margin: 0; }
.controls label { display: grid; gap: 4px; font: 600 14px/1.3 system-ui, sans-serif; color: #333; }
.controls [hidden] { display: none; }
.controls input, .controls select { width: 100%; min-height: 40px; padding: 6px 10px; border: 1px solid #c9c2b6; border-radius: 8px;
  background: #fff; color: #222; font: 15px/1.3 system-ui, sans-serif; }
.controls input[type="color"] { padding: 2px 4px; }
.controls .wide { grid-column: 1 / -1; }
.hint { margin: 0; font: 12px/1.4 system-ui, sans-serif; color: #666; }
.copy-row { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
#copy { min-height: 44px; padding: 8px 18px; border: 0; border-radius: 8px; background: #0b6e78; color: #fff;
  font: 700 15px/1 system-ui, sans-serif; cursor: pointer; }
#near-mine { justify-self: start; min-height: 40px; padding: 6px 14px; border: 1px solid #0b6e78; border-radius: 8px; background: #fff;
  color: #0b6e78; font: 700 14px/1.2 system-ui, sans-serif; cursor: pointer; }
#near-mine:focus-visible, #copy:focus-visible, .controls input:focus-visible, .controls select:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
#copy-status { font: 14px/1.4 system-ui, sans-serif; color: #0b6e78; }
.field { display: grid; gap: 4px; }
.field-error { margin: 0; font: 600 13px/1.4 system-ui, sans-serif; color: #b42318; }
.preview { padding-top: 24px; }
.stage { min-height: 420px; }
#log { font: 13px/1.4 ui-monospace, monospace; color: #555; overflow-wrap: anywhere; }
.offscreen { position: fixed; left: -9999px; top: 0; }
dadeal-browser:not(:defined), dadeal-deals:not(:defined), dadeal-featured:not(:defined), dadeal-deal:not(:defined) { display: block; min-height: 420px; }
@media (max-width: 760px) {
  header, main { padding: 16px 14px; }
  h1 { font-size: 26px; }
  .builder { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 420px) {
  .controls { grid-template-columns: minmax(0, 1fr); }
}
`;
