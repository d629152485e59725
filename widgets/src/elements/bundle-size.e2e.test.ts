import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLAIM_PATH, DIST_DIR, STANDALONE_PATH } from '../../build/build.mjs';
import { CLAIM_TEXTS } from '../texts/claim-texts.js';
import { TEXTS } from '../texts/texts.js';
import { GZIP_BUDGET } from '../../build/budget.mjs';

describe('the standalone script', () => {
  const script = readFileSync(STANDALONE_PATH);

  it('stays within the gzip budget with all four elements in it', () => {
    const gzip = gzipSync(script, { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(GZIP_BUDGET);
    for (const tag of ['dadeal-browser', 'dadeal-deals', 'dadeal-featured', 'dadeal-deal']) {
      expect(script.toString()).toContain(tag);
    }
  });

  it('carries no React and no validator code (Preact stands in; core validators are shaken out)', () => {
    const text = script.toString();
    expect(text).not.toMatch(/__SECRET_INTERNALS|react\.production|ReactCurrentDispatcher/);
    expect(text).not.toMatch(/ajv|json-schema-draft/i);
    expect(text).not.toMatch(/^import |require\(/m);
  });
});

describe("the dialog's review list", () => {
  it('is in the dialog part (dadeal-dialog.js), not in the initial script: the script stays within its budget', () => {
    const script = readFileSync(STANDALONE_PATH, 'utf8');
    const dialog = readFileSync(path.join(DIST_DIR, 'dadeal-dialog.js'), 'utf8');
    for (const code of ['review__verified', 'review__reply', 'dd-reviews', '/reviews']) {
      expect(script).not.toContain(code);
      expect(dialog).toContain(code);
    }
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(GZIP_BUDGET);
  });
});

describe('the claim step', () => {
  it('is not in the initial script but a module of its own, loaded from beside it', () => {
    const script = readFileSync(STANDALONE_PATH, 'utf8');
    const chunk = readFileSync(CLAIM_PATH, 'utf8');
    for (const words of [CLAIM_TEXTS.sendCode, CLAIM_TEXTS.newAccount, 'QRCodeSVG']) expect(script).not.toContain(words);
    expect(chunk).toContain(CLAIM_TEXTS.sendCode);
    expect(chunk).toMatch(/export\s*\{\s*\w+ as mountClaimStep\s*\}/);
    expect(chunk).not.toMatch(/ajv|json-schema-draft|react\.production/i);
    expect(script).toContain('dadeal-claim.js');
  });
});

describe('the languages', () => {
  it('keep every other language out of the initial script, each in a chunk of its own with its widget and claim words', () => {
    const script = readFileSync(STANDALONE_PATH, 'utf8');
    const japanese = readFileSync(path.join(DIST_DIR, 'dadeal-i18n-ja.js'), 'utf8');
    expect(script).toContain(TEXTS.seeDetails);
    for (const words of ['詳細を見る', 'Details ansehen', 'Voir le détail', 'Ver detalles']) expect(script).not.toContain(words);
    expect(japanese).toContain('詳細を見る'); // widgets
    expect(japanese).toContain('コードを送信'); // the claim step
    expect(japanese).not.toContain('パスワード再設定'); // no mail, no API texts
    expect(japanese).toMatch(/export\s*\{[^}]*\bwidgets\b[^}]*\}/);
    expect(script).toContain('dadeal-i18n-');
  });
});

describe('the on-demand parts (the deal dialog, the live counts, another language, the search, the browser\'s bar)', () => {
  const script = readFileSync(STANDALONE_PATH, 'utf8');
  const part = (name: string) => readFileSync(path.join(DIST_DIR, `dadeal-${name}.js`), 'utf8');

  it('are modules of their own, beside the script, over the script\'s own Preact (no copy of it, nothing imported)', () => {
    const dialog = part('dialog');
    expect(dialog).toContain('dd-dialog__panel'); // the dialog and its rules
    expect(script).not.toContain('dd-dialog__panel');
    expect(part('live')).toContain('/api/deals/live');
    expect(part('language')).toContain('PluralRules'); // core's formatter, for another language than English
    // The search: its suggestions and its empty result, with their rules. Which deals match is the API's answer
    // (decision 0049), so core's matching (its folding and stop-words) is in no file at all.
    for (const code of ['dd-suggest{', 'dd-search-empty']) {
      expect(part('search')).toContain(code);
      expect(script).not.toContain(code);
    }
    for (const code of [script, part('search'), part('browser')]) expect(code).not.toMatch(/NFKD|"zum"/);
    // <dadeal-browser>'s bar (tabs, search box, category select, "Ending soon") and its rules; not the cards (the
    // script's grid renders them) nor the search part's suggestions (its box loads that part).
    for (const code of ['dd-tabs__tab', 'dd-toggle', 'dd-select__input', 'dd-browser__bar']) {
      expect(part('browser')).toContain(code);
      expect(script).not.toContain(code);
    }
    for (const code of ['dd-card__title', 'NFKD', 'dd-suggest{']) expect(part('browser')).not.toContain(code);
    for (const code of [dialog, part('live'), part('language'), part('search'), part('browser')]) {
      expect(code).not.toMatch(/^import /m);
      expect(code).not.toContain('__H'); // Preact's hooks state: the script's Preact renders the part
      expect(code).not.toMatch(/ajv|react\.production/i);
    }
    expect(dialog).toContain("Symbol.for(\"dadeal.widgets\")");
    expect(script).toMatch(/dadeal-\$\{\w+\}\.js\?v=/);
  });

  it('leave out of the script only the English words its first render never shows, which the dialog brings', () => {
    for (const words of [TEXTS.signInPrompt, TEXTS.claimOnSite, TEXTS.businessCannotClaim]) {
      expect(script).not.toContain(words);
      expect(part('dialog')).toContain(words);
    }
    // (The build fails when a module of the script reads one of them: build/rollup-options.mjs.)
    for (const words of [TEXTS.addFavorite, TEXTS.removeFavorite]) expect(script).not.toContain(words); // no favourites on partner pages
  });
});

describe('the ESM library the site imports', () => {
  it('exports what the source exports, with React, r2wc and core left to the site', async () => {
    const file = path.join(DIST_DIR, 'index.js');
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    // core's compiled English words are core's too.
    expect(new Set(imports)).toEqual(new Set(['react/jsx-runtime', 'react', '@dadeal/core', '@dadeal/core/i18n/generated/en.js', '@r2wc/react-to-web-component']));
    expect(text).not.toMatch(/preact/);
    const built = await import(/* @vite-ignore */ pathToFileURL(file).href);
    const source = await import('../index.js');
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
  });
});
