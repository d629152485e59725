// The catalogues: every language's PO file has every English key with the same placeholders and plural arguments (a
// file with a key missing, a placeholder renamed or a plural broken fails), is up to date with en.ts, compiles, and is
// what generated/ holds; languages are negotiated as browsers and servers send them; English answers are said
// again in another language.
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { english, generatedFiles, readPoFile, TRANSLATED_LANGUAGES, translations } from './compile.js';
import { argumentsOf, checkPo, syncPo, translationFromPo } from './po.js';
import { localizeMessage, negotiateLanguage, matchLanguage, parseAcceptLanguage, createTranslator, loadCatalogue, translatorFor, LANGUAGE_LOCALES, MESSAGE_ARGUMENT_TYPES, SUPPORTED_LANGUAGES } from './index.js';
import * as generatedEn from './generated/en.js';
import { schemas } from '../schemas/index.js';
import { recognizeMessage } from './localize.js';

describe('the catalogues', () => {
  for (const language of TRANSLATED_LANGUAGES) {
    it(`${language}.po has every English key, with the same placeholders and plural arguments, and valid plurals`, () => {
      const report = checkPo(english, language, readPoFile(language) ?? '');
      expect(report.problems).toEqual([]);
      expect(report.missing).toEqual([]);
      expect(report.translated).toBe(report.total);
    });

    it(`${language}.po is up to date with en.ts (npm run i18n)`, () => {
      const text = readPoFile(language) ?? '';
      expect(syncPo(english, language, text) === text, `core/src/i18n/po/${language}.po is stale: npm run i18n`).toBe(true);
    });
  }

  it('messages.pot, the template, is up to date with en.ts (npm run i18n)', () => {
    const text = readPoFile(null) ?? '';
    expect(syncPo(english, null, text) === text, 'core/src/i18n/po/messages.pot is stale: npm run i18n').toBe(true);
  });

  it('notices a missing key and a renamed placeholder (the check itself)', () => {
    expect(argumentsOf('Ends {date} at {time}')).toEqual(['date', 'time']);
    expect(argumentsOf('{n, plural, one {# restant} other {# restants}}')).toEqual(['n']);
    expect(argumentsOf('{count, plural, one {New deal from {company}} other {# new}}')).toEqual(['company', 'count']);
    expect(argumentsOf('Termina el {fecha}')).not.toEqual(argumentsOf('Ends {date}'));
  });

  it('are compiled from en.ts and the PO files in generated/ (npm run i18n)', () => {
    for (const [name, text] of generatedFiles()) {
      const file = readFileSync(new URL(`./generated/${name}`, import.meta.url), 'utf8');
      expect(file === text, `core/src/i18n/generated/${name} is stale: npm run i18n`).toBe(true);
    }
  });

  it('hold every message a schema can answer, so the API can say it in every language', () => {
    const unknown = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'errorMessage') {
          const texts = typeof value === 'string' ? [value] : Object.values(value as object).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v as object)));
          for (const text of texts) if (!recognizeMessage(text as string)) unknown.add(text as string);
        } else walk(value);
      }
    };
    walk(schemas);
    expect([...unknown]).toEqual([]);
  });

  it('say a spent claim code in the claim step exactly as the API does, in every language (the step recognises it)', () => {
    for (const source of [english, ...Object.values(translations)]) expect(source.claim.codeSpent).toBe(source.api.claimCodeSpent);
  });

  it('keep the spec’s English words as they were', () => {
    const t = createTranslator('en', generatedEn);
    expect(t.t('api.dealUnavailable')).toBe('This deal is no longer available.');
    expect(t.t('widgets.left', { n: 3 })).toBe('3 left');
    expect(t.t('widgets.endsAt', { date: 'Mar 3, 2026', time: '6:00 PM' })).toBe('Ends Mar 3, 2026 at 6:00 PM');
    expect(t.t('mail.digestSubject', { count: 1, company: 'Reefside Grill' })).toBe('New deal from Reefside Grill');
    expect(t.t('mail.digestSubject', { count: 3, company: 'Reefside Grill' })).toBe('3 new deals from places you saved');
  });
});

describe('the PO files\' checker (npm run i18n, the tests above)', () => {
  const de = readPoFile('de') ?? '';
  const fr = readPoFile('fr') ?? '';
  /** `text` with one exact piece replaced (the piece must be there: a test that changes nothing proves nothing). */
  const edit = (text: string, from: string, to: string) => {
    expect(text).toContain(from);
    return text.replace(from, to);
  };

  it('passes the files as they are', () => {
    expect(checkPo(english, 'de', de).problems).toEqual([]);
    expect(checkPo(english, 'fr', fr).problems).toEqual([]);
  });

  it('fails a file with a key missing: no entry, or an entry left untranslated', () => {
    const withoutEntry = edit(de, '#: core/src/i18n/en.ts\nmsgctxt "widgets.soldOut"\nmsgid "Sold Out"\nmsgstr "Ausverkauft"\n\n', '');
    const gone = checkPo(english, 'de', withoutEntry);
    expect(gone.missing).toEqual(['widgets.soldOut']);
    expect(gone.problems).toEqual(['widgets.soldOut: no entry (npm run i18n adds it)']);
    const untranslated = checkPo(english, 'de', edit(de, 'msgid "Sold Out"\nmsgstr "Ausverkauft"', 'msgid "Sold Out"\nmsgstr ""'));
    expect(untranslated.missing).toEqual(['widgets.soldOut']);
    expect(untranslated.translated).toBe(untranslated.total - 1);
    // npm run i18n puts the entry back, untranslated; the compiled catalogue says it in English meanwhile.
    const synced = syncPo(english, 'de', withoutEntry);
    expect(checkPo(english, 'de', synced).missing).toEqual(['widgets.soldOut']);
    expect(translationFromPo(synced).widgets.soldOut).toBeUndefined();
  });

  it('fails a file with a placeholder renamed or dropped', () => {
    const renamed = checkPo(english, 'de', edit(de, 'msgstr "Endet am {date} um {time}"', 'msgstr "Endet am {datum} um {time}"'));
    expect(renamed.problems).toEqual(['widgets.endsAt: {datum,time} where English has {date,time}']);
    const dropped = checkPo(english, 'fr', edit(fr, 'msgstr "{count, plural, one {Nouvelle offre de {company}}', 'msgstr "{count, plural, one {Nouvelle offre}'));
    expect(dropped.problems).toEqual(['mail.digestSubject: {count} where English has {company,count}']);
  });

  it('fails a file with a broken plural: not valid ICU, no "other" case, or a case the language does not have', () => {
    const plural = 'msgstr "{n, plural, one {# restant} other {# restants}}"';
    const unclosed = checkPo(english, 'fr', edit(fr, plural, 'msgstr "{n, plural, one {# restant} other {# restants}"'));
    expect(unclosed.problems).toHaveLength(1);
    expect(unclosed.problems[0]).toMatch(/^widgets\.left: not a valid ICU message: /);
    const noOther = checkPo(english, 'fr', edit(fr, plural, 'msgstr "{n, plural, one {# restant} many {# restants}}"'));
    expect(noOther.problems).toEqual(['widgets.left: {n, plural} has no "other" case']);
    const wrongCase = checkPo(english, 'de', edit(de, 'msgstr "{n, plural, other {Noch # übrig}}"', 'msgstr "{n, plural, few {Noch # übrig} other {Noch # übrig}}"'));
    expect(wrongCase.problems).toEqual(['widgets.left: {n, plural} has a case "few" that de does not have (it has one, other)']);
    const renamedCount = checkPo(english, 'fr', edit(fr, plural, 'msgstr "{count, plural, one {# restant} other {# restants}}"'));
    expect(renamedCount.problems).toEqual(['widgets.left: {count} where English has {n}']);
  });

  it('fails an entry that is not an English key, or whose English is not en.ts\'s; a changed English becomes fuzzy', () => {
    const stray = checkPo(english, 'de', `${de}\nmsgctxt "widgets.noSuchKey"\nmsgid "Nothing"\nmsgstr "Nichts"\n`);
    expect(stray.problems).toEqual(['widgets.noSuchKey: not an English key (npm run i18n makes it obsolete)']);
    const oldEnglish = edit(de, 'msgid "Sold Out"', 'msgid "Sold out"');
    expect(checkPo(english, 'de', oldEnglish).problems).toEqual(['widgets.soldOut: msgid is not the English of en.ts (npm run i18n updates it)']);
    const synced = checkPo(english, 'de', syncPo(english, 'de', oldEnglish));
    expect(synced.problems).toEqual([]);
    expect(synced.fuzzy).toEqual(['widgets.soldOut']);
    // A key English no longer has is kept for the translator as obsolete (#~), never compiled.
    const obsolete = syncPo(english, 'de', `${de}\nmsgctxt "widgets.noSuchKey"\nmsgid "Nothing"\nmsgstr "Nichts"\n`);
    expect(obsolete).toContain('#~ msgctxt "widgets.noSuchKey"');
    expect(checkPo(english, 'de', obsolete).problems).toEqual([]);
    expect(translationFromPo(obsolete).widgets).not.toHaveProperty('noSuchKey');
  });

  it('reads a file as Poedit writes it (long texts wrapped, its own header lines) to the same words', () => {
    const wrapped = edit(de, 'msgstr "Endet am {date} um {time}"', 'msgstr ""\n"Endet am {date} "\n"um {time}"').replace('"X-Generator: @lingui/format-po\\n"', '"X-Generator: Poedit 3.4\\n"');
    expect(translationFromPo(wrapped)).toEqual(translations.de);
    expect(checkPo(english, 'de', wrapped).problems).toEqual([]);
  });

  it('keeps a translation empty on purpose (#, empty) empty, and an untranslated one English', () => {
    expect(translations.ja.site['signup.agreeBefore']).toBe('');
    expect(translationFromPo(edit(readPoFile('ja') ?? '', '#, empty\nmsgctxt "site.signup.agreeBefore"', 'msgctxt "site.signup.agreeBefore"')).site['signup.agreeBefore']).toBeUndefined();
  });
});

describe('a translator', () => {
  it('speaks each language, plurals by the language’s rules, numbers in its locale', async () => {
    const fr = await translatorFor('fr');
    expect(fr.t('widgets.left', { n: 1 })).toBe('1 restant');
    expect(fr.t('widgets.left', { n: 1500 })).toBe(`1\u202f500 restants`);
    const ja = await translatorFor('ja');
    expect(ja.t('widgets.left', { n: 2 })).toBe('残り2枚');
    expect(ja.t('api.dealUnavailable')).toBe('このディールは現在ご利用いただけません。');
    const de = await translatorFor('de');
    expect(de.t('mail.greeting', { firstName: 'Lena' })).toBe('Hallo Lena,');
    for (const language of SUPPORTED_LANGUAGES) expect((await translatorFor(language)).t('widgets.soldOut')).toBeTruthy();
  });

  it('says every message of every language exactly as Lingui\'s runtime says it, for plural counts and plain values alike', async () => {
    const types = new Set<string>();
    const argumentsOfCompiled = (node: unknown, into: Map<string, string>): Map<string, string> => {
      if (!Array.isArray(node)) return into;
      for (const part of node) {
        if (!Array.isArray(part)) continue;
        const [name, type, branches] = part as [string, string | undefined, unknown];
        if (type) types.add(type);
        if (!into.has(name) || type) into.set(name, type ?? '');
        if (type && type !== 'number' && branches) for (const branch of Object.values(branches as object)) argumentsOfCompiled(branch, into);
      }
      return into;
    };
    let compared = 0;
    for (const language of SUPPORTED_LANGUAGES) {
      const catalogue = await loadCatalogue(language);
      for (const locale of language === 'fr' ? ['fr-FR', 'fr-CA'] : [LANGUAGE_LOCALES[language]]) {
        const ours = createTranslator(language, catalogue, locale);
        const messages: Record<string, unknown> = {};
        for (const [ns, entries] of Object.entries(catalogue)) for (const [key, message] of Object.entries(entries ?? {})) messages[`${ns}.${key}`] = message;
        const lingui = setupI18n({ locale, messages: { [locale]: messages as never } });
        lingui.setMessagesCompiler(((text: string) => text) as never);
        for (const [key, message] of Object.entries(messages)) {
          const args = argumentsOfCompiled(message, new Map());
          for (const n of [0, 1, 2, 21, 1500, 1_234_567, 2.5, -1]) {
            const values = Object.fromEntries([...args].map(([name, type]) => [name, type === 'select' ? 'other' : type ? n : `«${name} ${n}»`]));
            const expected = message === '' ? '' : lingui._(key, values);
            expect(ours.t(key as never, values), `${locale} ${key} ${n}`).toBe(expected);
            compared += 1;
            if (args.size === 0) break;
          }
        }
        expect(ours.t('widgets.noSuchKey' as never)).toBe(lingui._('widgets.noSuchKey'));
      }
    }
    expect(compared).toBeGreaterThan(3000);
    for (const type of types) expect(MESSAGE_ARGUMENT_TYPES).toContain(type);
  });

  it('says an empty text as nothing, not as its key (the words after the terms\' links in English)', async () => {
    expect((await translatorFor('en')).t('site.signup.agreeAfter')).toBe('');
    expect((await translatorFor('de')).t('site.signup.agreeAfter')).toBe('zu');
  });

  it('says an English answer again in its language, placeholders included; unknown texts stay', async () => {
    const de = await translatorFor('de');
    expect(localizeMessage(de, 'First name is required')).toBe('Der Vorname ist erforderlich');
    expect(localizeMessage(de, 'Must be at most 100 characters')).toBe('Höchstens 100 Zeichen');
    expect(localizeMessage(de, 'This deal is no longer available.')).toBe('Dieses Angebot ist nicht mehr verfügbar.');
    expect(localizeMessage(de, 'Something we never said')).toBe('Something we never said');
    const en = await translatorFor('en');
    expect(localizeMessage(en, 'First name is required')).toBe('First name is required');
  });
});

describe('negotiateLanguage', () => {
  it('reads an Accept-Language header by quality, then order', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(negotiateLanguage('en;q=0.5, de;q=0.9')).toBe('de');
    expect(negotiateLanguage('pt-BR, ja;q=0.8, es;q=0.7')).toBe('ja');
    expect(negotiateLanguage('de;q=0, es')).toBe('es');
  });

  it('falls back to English for nothing, rubbish or only languages we do not speak', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('pt-BR, zh;q=0.9')).toBe('en');
    expect(negotiateLanguage(';;;,q=')).toBe('en');
  });

  it('takes one tag (<html lang>) or a list in order (navigator.languages)', () => {
    expect(negotiateLanguage('ja-JP')).toBe('ja');
    expect(negotiateLanguage(['pt-BR', 'fr-CA', 'en-US'])).toBe('fr');
    expect(matchLanguage('DE-at')).toBe('de');
    expect(matchLanguage('pt')).toBeNull();
  });
});
