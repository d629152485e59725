// The catalogues: every language has every English key with the same placeholders and plural arguments, compiles,
// and is what generated/ holds; languages are negotiated as browsers and servers send them; English answers are said
// again in another language.
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { english, generatedFiles, translations } from './compile.js';
import { NAMESPACES } from './catalogue.js';
import { localizeMessage, negotiateLanguage, matchLanguage, parseAcceptLanguage, createTranslator, loadCatalogue, translatorFor, LANGUAGE_LOCALES, MESSAGE_ARGUMENT_TYPES, SUPPORTED_LANGUAGES } from './index.js';
import * as generatedEn from './generated/en.js';
import { schemas } from '../schemas/index.js';
import { recognizeMessage } from './localize.js';

/** The argument names a message uses (placeholders, plural and select arguments), nested branches included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const part of node) {
      if (!Array.isArray(part)) continue;
      const [name, type, branches] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(type ? `${name}:${type === 'select' ? 'select' : 'number'}` : name);
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessage(message));
  // A plural argument may be a plain placeholder in a language without plurals (and the other way round): its name
  // must match, its kind need not.
  return [...new Set([...names].map((n) => n.replace(/:number$/, '')))].sort();
}

describe('the catalogues', () => {
  for (const [language, translation] of Object.entries(translations)) {
    it(`${language} has every English key, with the same placeholders and plural arguments`, () => {
      const problems: string[] = [];
      for (const ns of NAMESPACES) {
        const source = english[ns] as Record<string, string>;
        const target = translation[ns] as Record<string, string | undefined>;
        for (const [key, text] of Object.entries(source)) {
          const translated = target[key];
          if (translated === undefined) problems.push(`${ns}.${key}: missing`);
          else if (argumentsOf(translated).join() !== argumentsOf(text).join()) {
            problems.push(`${ns}.${key}: {${argumentsOf(translated)}} where English has {${argumentsOf(text)}}`);
          }
        }
        for (const key of Object.keys(target)) if (!(key in source)) problems.push(`${ns}.${key}: not an English key`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('notices a missing key and a renamed placeholder (the check itself)', () => {
    expect(argumentsOf('Ends {date} at {time}')).toEqual(['date', 'time']);
    expect(argumentsOf('{n, plural, one {# restant} other {# restants}}')).toEqual(['n']);
    expect(argumentsOf('{count, plural, one {New deal from {company}} other {# new}}')).toEqual(['company', 'count']);
    expect(argumentsOf('Termina el {fecha}')).not.toEqual(argumentsOf('Ends {date}'));
  });

  it('are compiled in generated/ (npm run build:catalogues -w @dadeal/core)', () => {
    for (const [name, text] of generatedFiles()) {
      const file = readFileSync(new URL(`./generated/${name}`, import.meta.url), 'utf8');
      expect(file === text, `core/src/i18n/generated/${name} is stale: npm run build:catalogues -w @dadeal/core`).toBe(true);
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
          for (const n of [0, 1, 2, 21, 1500]) {
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
